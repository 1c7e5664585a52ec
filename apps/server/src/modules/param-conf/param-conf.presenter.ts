/**
 * A configured filling system (config.ssoApps, set per deployment by environment) -> FillingSystem
 * (@portal/contracts/site), the header's link to it for anonymous visitors (spec §6): the whitelisted
 * fields only.
 */
import type { FillingSystem } from '@portal/contracts/site';
import type { SsoAppConfig } from '../../config.js';

export function presentFillingSystem({ appId, name, url, registerUrl }: SsoAppConfig): FillingSystem {
  return { appId, name, url, registerUrl };
}
