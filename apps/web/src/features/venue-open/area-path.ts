/**
 * Division codes (GB/T 2260, six digits) -> the cascader path: a province ends in 0000, a city in 00,
 * anything else is a county; its ancestors come from the code itself (true for every division the
 * server seeds, apps/server/src/seed/datasets/divisions.json).
 */

/** ['330000', '330100', '330106'] for '330106'; ['330000'] for '330000'; [] for ''. */
export function areaPath(code: string): string[] {
  if (!/^\d{6}$/.test(code)) return [];
  const province = `${code.slice(0, 2)}0000`;
  if (code === province) return [province];
  const city = `${code.slice(0, 4)}00`;
  if (code === city) return [province, city];
  return [province, city, code];
}

/** The parents whose children must be loaded to show `code` selected: its path without the last code. */
export function areaParentsToLoad(code: string): string[] {
  return areaPath(code).slice(0, -1);
}
