/**
 * A GET client over a test app that keeps every answer body, so a suite can check at its end that no
 * answer carried a field it must never carry (the PIPL checks of the instructor and organisation suites).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';

export interface RecordingClient {
  /** GET `url` with the public session. */
  get(url: string): Promise<LightMyRequestResponse>;
  /** Every answer body so far, in order. */
  readonly bodies: string[];
}

/** A client of `app()` (read at call time: suites create the app in beforeAll) with `token()`'s session. */
export function recordingClient(app: () => TestApp, token: () => string): RecordingClient {
  const bodies: string[] = [];
  return {
    bodies,
    async get(url) {
      const res = await app().app.inject({ method: 'GET', url, headers: { 'session-id': token() } });
      bodies.push(res.body);
      return res;
    },
  };
}
