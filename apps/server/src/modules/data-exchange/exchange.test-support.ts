/**
 * Test helpers of the data exchange: signed requests as a client system sends them
 * (docs/data-exchange.md §2), with knobs to break the signature; valid venueYear and facility items (from
 * ./exchange-items.test-support.ts, which the benches import without the test app).
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

export { facilityItem, venueYearItem, WEST_LAKE_PLACE } from './exchange-items.test-support.js';
