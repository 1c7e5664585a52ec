/**
 * The theme's primary colour for chart series: the `--portal-primary` page style variable that lib/theme
 * sets from the runtime configuration (spec §7 "Runtime configuration"), government red by default.
 */
export function themePrimaryColor(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--portal-primary').trim();
  return value || '#c8161d';
}
