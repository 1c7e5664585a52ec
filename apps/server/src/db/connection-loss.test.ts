/**
 * db/connection-loss.ts: which errors mean "the database is away" (503, not 500), and the pool watch:
 * no connection error can be thrown at the process, one "lost" and one "back" line per outage.
 */
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, watchPool } from './connection-loss.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('is true for a lost, refused or shut-down connection', () => {
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const dualStack = new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(dualStack)).toBe(true);
  });

  it('is false for faults of the request or the code', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});

describe('watchPool', () => {
  it('takes every pool and client error, and logs one line when lost and one when back', async () => {
    const pool = new EventEmitter() as EventEmitter & pg.Pool;
    const lines: string[] = [];
    const watch = watchPool(pool);
    watch.logTo({ warn: (_object, message) => lines.push(`warn ${message}`), info: (m) => lines.push(`info ${m}`) });

    const client = new EventEmitter();
    pool.emit('connect', client);
    expect(lines).toEqual([]);
    // Three idle clients end at once, and a checked-out one (its error would throw without a listener).
    for (let i = 0; i < 3; i++) pool.emit('error', withCode('terminating connection', '57P01'));
    client.emit('error', new Error('Connection terminated unexpectedly'));
    pool.emit('connect', new EventEmitter());
    pool.emit('connect', new EventEmitter());
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^warn PostgreSQL 连接中断/);
    expect(lines[1]).toBe('info PostgreSQL 连接已恢复');
  });

  it('counts a refused connect as the start of an outage and passes the error on', async () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    const pool = Object.assign(new EventEmitter(), { connect: () => Promise.reject(refused) }) as unknown as pg.Pool;
    const lines: string[] = [];
    const watch = watchPool(pool);
    watch.logTo({ warn: (_object, message) => lines.push(message), info: (message) => lines.push(message) });
    await expect(watch.pool.connect()).rejects.toBe(refused);
    await expect(watch.pool.connect()).rejects.toBe(refused);
    expect(lines).toHaveLength(1);
  });
});
