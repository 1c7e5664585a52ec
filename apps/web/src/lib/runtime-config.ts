/**
 * Runtime configuration supplied by the host page (spec §7 "Runtime configuration").
 *
 * The page defines `window.__PORTAL_RUNTIME_CONFIG__` as a function (public/runtime-config.js by default;
 * the server serves its own version built from its THEME setting). The function may appear after the app
 * starts (e.g. a slow or deferred script), so it is polled every 100 ms until present (spec §7).
 */

import { pickSiteRecords, type SiteRecords } from '@portal/contracts/site-records.codes';

/** Theme names the app knows; see theme.ts. */
export const THEME_NAMES = ['gov-red', 'sport-blue'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** What the app reads from the host page. */
export interface RuntimeConfig {
  /** Colour theme; unknown names fall back to 'gov-red'. */
  theme: ThemeName;
  /** Prefix of every API call ('' = same origin). */
  apiBase: string;
  /** Overrides of the built-in public-access account (see public-account.ts); optional. */
  publicUserName?: string;
  publicPassword?: string;
  /**
   * Tile service of the fitness map (MAP_TILE_URL, README "Fitness map"), a Leaflet URL template with {z}, {x} and {y}
   * (optionally {s}), http(s) only. When set it replaces the map's bundled offline layer (province outlines). Optional.
   */
  mapTileUrl?: string;
  /** The tile service's attribution as plain text (source and 审图号 of a standard map); with mapTileUrl. */
  mapAttribution?: string;
  /**
   * The footer's registration marks (siteCode, icpNumber, psbNumber, conacId: contracts site-records.codes),
   * those given in their issued form; absent when none is. The server sets them from SITE_CODE, ICP_NUMBER ...
   * (README "Environment").
   */
  siteRecords?: SiteRecords;
  /**
   * 天地图 browser key (TIANDITU_KEY, 32 hex characters): the maps draw 天地图's vector and annotation layers
   * (components/map/base-layer-choice.ts). Optional; a malformed key is ignored.
   */
  tiandituKey?: string;
  /** 天地图's 审图号 for its attribution (TIANDITU_APPROVAL); with tiandituKey. */
  tiandituApproval?: string;
}

/** Interval between checks for the global function, in ms (spec §7). */
export const RUNTIME_CONFIG_POLL_MS = 100;

declare global {
  interface Window {
    __PORTAL_RUNTIME_CONFIG__?: () => Partial<Record<keyof RuntimeConfig, unknown>>;
  }
}

/** True for an http(s) tile URL template holding {z}, {x} and {y}, e.g. 'https://t{s}.example.cn/{z}/{x}/{y}.png'. */
export function isTileUrlTemplate(value: string): boolean {
  return /^(?:https?:)?\/\/[^\s]+$/i.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part));
}

/** Turns whatever the host function returned into a well-typed config with defaults. */
export function normaliseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const theme = THEME_NAMES.find((name) => name === source.theme) ?? 'gov-red';
  const config: RuntimeConfig = {
    theme,
    apiBase: typeof source.apiBase === 'string' ? source.apiBase.replace(/\/+$/, '') : '',
  };
  const siteRecords = pickSiteRecords(source);
  if (Object.keys(siteRecords).length > 0) config.siteRecords = siteRecords;
  if (typeof source.publicUserName === 'string' && source.publicUserName) config.publicUserName = source.publicUserName;
  if (typeof source.publicPassword === 'string' && source.publicPassword) config.publicPassword = source.publicPassword;
  if (typeof source.mapTileUrl === 'string' && isTileUrlTemplate(source.mapTileUrl.trim())) {
    config.mapTileUrl = source.mapTileUrl.trim();
    config.mapAttribution = typeof source.mapAttribution === 'string' ? source.mapAttribution.trim() : '';
  }
  if (typeof source.tiandituKey === 'string' && /^[0-9a-f]{32}$/i.test(source.tiandituKey.trim())) {
    config.tiandituKey = source.tiandituKey.trim();
    config.tiandituApproval = typeof source.tiandituApproval === 'string' ? source.tiandituApproval.trim() : '';
  }
  return config;
}

let pending: Promise<RuntimeConfig> | null = null;

/**
 * Resolves with the runtime config once `window.__PORTAL_RUNTIME_CONFIG__` is a function, checking now and
 * then every 100 ms. The result is cached: every caller gets the same promise. Never rejects; a host
 * function that throws is treated as returning {} (defaults), so a bad host page cannot blank the portal.
 */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= new Promise<RuntimeConfig>((resolve) => {
    const check = (): void => {
      const supplier = window.__PORTAL_RUNTIME_CONFIG__;
      if (typeof supplier !== 'function') {
        setTimeout(check, RUNTIME_CONFIG_POLL_MS);
        return;
      }
      let raw: unknown = {};
      try {
        raw = supplier();
      } catch (error) {
        console.error('运行时配置读取失败，使用默认配置', error);
      }
      resolve(normaliseRuntimeConfig(raw));
    };
    check();
  });
  return pending;
}
