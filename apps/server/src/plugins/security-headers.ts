/**
 * Security headers on every answer, from the `helmet` package (the library behind @fastify/helmet).
 *
 * Why not @fastify/helmet: it calls `helmet(options)` anew on every request, re-parsing the whole
 * configuration and CSP; measured with autocannon that alone cost about half of a trivial route's
 * throughput here. The middleware is built once at registration and run in one synchronous onRequest hook.
 *
 * Content-Security-Policy for the antd single-page app on plain-http localhost: everything from 'self';
 * inline styles allowed because antd's CSS-in-JS injects <style> tags; images also from data:/blob:
 * (SVG icons, generated images); media and workers from blob: (hls.js); no inline scripts (the runtime
 * configuration is a file, /runtime-config.js); no upgrade-insecure-requests, which would break
 * http://localhost. Sections that need more (e.g. map tiles from a tile server) extend CSP_DIRECTIVES:
 * with MAP_TILE_URL set (the fitness map's tile service, config.ts), img-src also allows its host; with
 * TIANDITU_KEY set, the eight 天地图 tile hosts t0-t7.tianditu.gov.cn (TIANDITU_IMAGE_SOURCES), and only then.
 *
 * Permissions-Policy (helmet has none): the portal uses no camera, microphone, payment or sensors; only
 * geolocation ("near me" on the fitness map, the science guide and the instructor list) and fullscreen
 * (venue videos), both for the site itself (docs/decisions/security.md).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/**
 * The img-src source of a tile URL template (config.mapTileUrl): its scheme and host, a leading '{s}'
 * subdomain label as a wildcard ('https://t{s}.tiles.example.cn/{z}/{x}/{y}.png' -> 'https://*.tiles.example.cn');
 * a host with other placeholders falls back to its scheme ('https:'). '' for no template.
 */
export function tileImageSource(template: string): string {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template);
  if (!match) return '';
  const [, scheme = '', host = ''] = match;
  if (!host.includes('{')) return `${scheme}//${host}`;
  const [first, ...rest] = host.split('.');
  const parent = rest.join('.');
  if (first?.includes('{s}') && rest.length >= 2 && !parent.includes('{')) return `${scheme}//*.${parent}`;
  return scheme;
}

/**
 * The hosts 天地图's WMTS tiles come from (t0 to t7, http://lbs.tianditu.gov.cn/server/MapService.html), as
 * img-src sources: named one by one rather than *.tianditu.gov.cn, so no other host of that domain is allowed.
 */
export const TIANDITU_IMAGE_SOURCES = Array.from({ length: 8 }, (_, i) => `https://t${i}.tianditu.gov.cn`);

/** The img-src sources a configuration adds to CSP_DIRECTIVES (the tile service's or 天地图's hosts). */
export function mapImageSources(config: { mapTileUrl?: string; tiandituKey?: string } | undefined): string[] {
  if (config?.tiandituKey) return TIANDITU_IMAGE_SOURCES;
  const tiles = tileImageSource(config?.mapTileUrl ?? '');
  return tiles ? [tiles] : [];
}

/** The Permissions-Policy header value (see the module comment). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), ' +
  'payment=(), usb=(), fullscreen=(self)';

async function securityHeaders(app: FastifyInstance): Promise<void> {
  const extra = mapImageSources(app.config);
  const directives = extra.length
    ? { ...CSP_DIRECTIVES, imgSrc: [...CSP_DIRECTIVES.imgSrc, ...extra] }
    : CSP_DIRECTIVES;
  const middleware = helmet({ contentSecurityPolicy: { useDefaults: false, directives } });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    middleware(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
