/**
 * lib/envelope.ts, and the handler rules (docs/decisions/server-conventions.md "Handler rules") that a reader can check
 * in the tree: success bodies come from ok/okWith, error maps from errorResponses, route schemas from
 * packages/contracts (a routes file only wraps them in Envelope, Page or Type.Array).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorEnvelope } from '@portal/contracts/envelope';
import { describe, expect, it } from 'vitest';
import { errorResponses, ok, okWith, READ_ERRORS } from './envelope.js';

const MODULES_DIR = join(import.meta.dirname, '..', 'modules');

/** Every non-test source file under modules/, as [path relative to modules/, code without comment lines]. */
function moduleSources(): [string, string][] {
  return readdirSync(MODULES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !/\.test(-support|-fixtures)?\.ts$/.test(file))
    .map((file) => {
      const lines = readFileSync(join(MODULES_DIR, file), 'utf8').split('\n');
      return [file, lines.filter((line) => !/^\s*(\/\/|\/?\*)/.test(line)).join('\n')];
    });
}

describe('ok / okWith / errorResponses', () => {
  it('builds the success envelope with the ordinary or a given message', () => {
    expect(ok({ a: 1 })).toEqual({ code: 200, msg: '操作成功', data: { a: 1 } });
    expect(ok(null)).toEqual({ code: 200, msg: '操作成功', data: null });
    expect(okWith('登录成功', 'token')).toEqual({ code: 200, msg: '登录成功', data: 'token' });
  });

  it('maps each error status to the ErrorEnvelope schema', () => {
    expect(errorResponses(400, 401, 404)).toEqual({ 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope });
    expect(errorResponses(503)).toEqual({ 503: ErrorEnvelope });
    expect(READ_ERRORS).toEqual(errorResponses(400, 401, 404));
  });
});

describe('handler rules (docs/decisions/server-conventions.md "Handler rules")', () => {
  const sources = moduleSources();

  it('reads the module sources', () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  it('builds no success envelope or error map by hand', () => {
    const offenders = sources
      .filter(([, text]) => /['"]操作成功['"]|\bcode: 200\b|\bErrorEnvelope\b/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it('declares route schemas in packages/contracts: routes files only wrap them (Envelope, Page, Type.Array)', () => {
    const offenders = sources
      .filter(([file, text]) => file.endsWith('.routes.ts') && /\bType\.(?!Array\()\w+/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
    expect(sources.filter(([file]) => file.endsWith('.schemas.ts')).map(([file]) => file)).toEqual([]);
  });
});
