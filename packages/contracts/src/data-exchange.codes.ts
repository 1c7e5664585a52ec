/**
 * Codes of the data exchange (docs/data-exchange.md) shared by the server and the web app (no schema
 * library: the web bundle imports this file): the five client filling systems of spec §6 and their Chinese
 * names. ./data-exchange.ts re-exports them beside the schemas.
 */

/** The spec §6 client systems. */
export const EXCHANGE_SYSTEMS = ['app_sync_js365', 'js365_build', 'js365_equ', 'cdqc_filling', 'js365_park'] as const;
export type ExchangeSystem = (typeof EXCHANGE_SYSTEMS)[number];

/**
 * The systems' Chinese names (the header's filling-system links by default, server config.ts, the
 * provenance line of public detail pages, ./data-source.ts, and the back office's import grants,
 * ./account-admin.ts).
 */
export const EXCHANGE_SYSTEM_NAMES: Record<ExchangeSystem, string> = {
  app_sync_js365: '低免场馆填报',
  js365_build: '建设项目填报',
  js365_equ: '健身场地设施填报',
  cdqc_filling: '器材项目填报',
  js365_park: '体育公园统计',
};
