/**
 * The theme's primary colour for chart series: the `--portal-primary` page style variable that lib/theme
 * sets from the runtime configuration (spec §7 "Runtime configuration"), government red by default (also
 * where there is no document to read it from). The one reader of that colour for every chart.
 */
export function themePrimaryColor(): string {
  if (typeof document === 'undefined') return '#c8161d';
  const value = getComputedStyle(document.documentElement).getPropertyValue('--portal-primary').trim();
  return value || '#c8161d';
}
