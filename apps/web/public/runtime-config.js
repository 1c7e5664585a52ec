/*
 * Default runtime configuration of the portal (spec §7 "Runtime configuration").
 * The web app polls for this global function every 100 ms until it exists, then calls it.
 * In production the server answers /runtime-config.js itself with a function of the same shape,
 * built from its THEME setting, so one build serves every theme.
 *   theme:  'gov-red' | 'sport-blue'  (colour theme, applied as CSS variables)
 *   apiBase: ''                       (prefix for API calls; '' = same origin)
 * Optional: publicUserName / publicPassword override the built-in public-access account; siteCode, icpNumber,
 * psbNumber, conacId are the footer's registration marks (the server's SITE_CODE, ICP_NUMBER, PSB_NUMBER,
 * CONAC_ID), each shown only when set.
 */
window.__PORTAL_RUNTIME_CONFIG__ = function () {
  return { theme: 'gov-red', apiBase: '' };
};
