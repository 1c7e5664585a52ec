/**
 * Test helpers of the data exchange: signed requests as a client system sends them
 * (docs/data-exchange.md §2), with knobs to break the signature; valid venueYear and facility items.
 */
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/test-app.js';
import { sign, signingString } from './signed-request.js';

export interface ClientKey {
  appKey: string;
  secret: string;
}

export interface SignOptions {
  key: ClientKey;
  /** Unix ms; defaults to `now`. */
  timestamp?: number;
  nonce?: string;
  /** Flips the signature's first character. */
  tamper?: boolean;
}

/** Injects `method url` with `body` (JSON) signed by `o.key` at `now`. */
export function signedRequest(
  t: TestApp,
  now: Date,
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  o: SignOptions,
) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(o.timestamp ?? now.getTime());
  const nonce = o.nonce ?? randomUUID();
  const path = url.split('?')[0]!;
  let signature = sign(o.key.secret, signingString(method, path, timestamp, nonce, Buffer.from(payload)));
  if (o.tamper) signature = `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`;
  return t.app.inject({
    method,
    url,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-app-key': o.key.appKey,
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': signature,
    },
    payload: body === undefined ? undefined : payload,
  });
}

/**
 * A venueYear item that passes every rule (docs/data-exchange.md §4 and §5: 340 open days, 56 h a week, the
 * months summing to the total) for venue `organId` in 2025; `extra` overrides fields.
 */
export function venueYearItem(sourceId: string, organId: number, extra: Record<string, unknown> = {}) {
  return {
    sourceId,
    organId,
    year: 2025,
    openDays: 340,
    weeklyOpenHours: 56,
    freeOpenHours: 1200,
    minRestDayHours: 10,
    visitorsTotal: 1200,
    visitorsByMonth: Array.from({ length: 12 }, () => 100),
    eventsHeld: 12,
    trainingsHeld: 6,
    subsidyAmount: 500000,
    ...extra,
  };
}

/** A point in 西湖区, 杭州 (330106) that passes the place checks (docs/data-exchange.md §5). */
export const WEST_LAKE_PLACE = { countyCode: '330106', lng: 120.13, lat: 30.26, address: '杭州市西湖区文三路 1 号' };

/** A fitness-path facility item named `name` at WEST_LAKE_PLACE that passes every rule; `extra` overrides fields. */
export function facilityItem(sourceId: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    sourceId,
    name,
    kind: 'fitness_path',
    ...WEST_LAKE_PLACE,
    area: 320,
    buildYear: 2020,
    managerUnit: '西湖区文化和广电旅游体育局',
    free: true,
    openToPublic: true,
    description: '社区健身路径',
    ...extra,
  };
}
