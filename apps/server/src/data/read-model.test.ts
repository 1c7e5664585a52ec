/**
 * The write path's floor on a real database (SQLite, or PostgreSQL with DATABASE_URL): commands bump
 * versions only when they commit, the change feed tells listeners once per grown version, and the
 * read-model holder serves the old value while it rebuilds, rebuilds when a version moves (command or
 * probe), chains a build after a change that arrived during one, and gates retries after a failure.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database, PortalDatabase } from '../db/database.js';
import { createTestDatabase } from '../../test/test-app.js';
import { databaseIdentity, lastJournalId, pruneJournal, readVersions, rowChangesSince } from './change-log.js';
import { busMessage, changeFeedOf, parseVersions, versionsOfMessage } from './change-feed.js';
import { runCommand, runSimpleCommand } from './commands.js';
import { forgetReadModel, holderOf, ReadModelHolder, whenReadModelsIdle, type ReadModel } from './read-model.js';
import { tableCache } from './cached-tables.js';

let database: PortalDatabase;
let other: PortalDatabase;
let drop: () => Promise<void>;
let db: Kysely<Database>;

beforeAll(async () => {
  const created = await createTestDatabase();
  ({ database, drop } = created);
  db = database.db;
  other = created.reopen();
});
afterAll(async () => {
  await other.destroy();
  await drop();
});

let written = 0;
/**
 * Inserts one param_conf row through a command (a small table nothing else here writes); journals it
 * under a running number (param_conf is keyed by name, the journal takes integers).
 */
const writeParam = (key: string) =>
  runCommand(db, { tables: ['param_conf'] }, async (trx) => {
    await trx.insertInto('param_conf').values({ dict_key: `test.${key}`, value: key, description: '' }).execute();
    written += 1;
    return { value: written, rows: [{ table: 'param_conf' as const, upserted: [written] }] };
  });

/** A model counting param_conf rows, whose build can be held open by the test. */
function countingModel(gate?: () => Promise<void>): ReadModel<number> & { builds: number } {
  const model = {
    name: 'param-count',
    tables: ['param_conf'] as const,
    builds: 0,
    async build(d: Kysely<Database>) {
      model.builds += 1;
      await gate?.();
      const row = await d
        .selectFrom('param_conf')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
  return model;
}

describe('commands and the change log', () => {
  it('bumps the declared tables once per commit and journals the reported rows', async () => {
    const before = (await readVersions(db)).get('param_conf') ?? 0;
    const id = await writeParam('a');
    const after = await readVersions(db);
    expect(after.get('param_conf')).toBe(before + 1);
    const journal = await rowChangesSince(db, 'param_conf', 0, 100);
    expect(journal?.at(-1)).toMatchObject({ rowId: id, op: 'upsert', version: before + 1 });
  });

  it('prunes the journal to its newest rows and tells a reader behind the cut to rebuild', async () => {
    for (const key of ['p1', 'p2', 'p3']) await writeParam(key);
    const behind = 0;
    const newest = await lastJournalId(db, 'param_conf');
    expect(await pruneJournal(db, 1)).toBeGreaterThan(0);
    expect(await rowChangesSince(db, 'param_conf', behind, 100)).toBeNull();
    expect(await rowChangesSince(db, 'param_conf', newest - 1, 100)).toEqual([expect.objectContaining({ id: newest })]);
    // After a build, a model starts at the last position (or the cut) and reads on without a gap.
    expect(await lastJournalId(db, 'param_conf')).toBe(newest);
    expect(await pruneJournal(db, 1)).toBe(0);
    const id = await writeParam('p4');
    expect((await rowChangesSince(db, 'param_conf', newest, 100))?.map((c) => c.rowId)).toEqual([id]);
  });

  it('bumps nothing when the write fails, and nothing when it reports no change', async () => {
    const before = (await readVersions(db)).get('param_conf') ?? 0;
    await expect(
      runSimpleCommand(db, { tables: ['param_conf'] }, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await runCommand(db, { tables: ['param_conf'] }, async () => ({ value: null, changed: false }));
    expect((await readVersions(db)).get('param_conf') ?? 0).toBe(before);
  });

  it('takes bus messages of its own database only (another deployment may share the Redis)', async () => {
    const identity = await databaseIdentity(db);
    expect(await databaseIdentity(other.db)).toBe(identity); // the same database, another handle
    const message = busMessage(identity, [{ table: 'news', version: 3 }]);
    expect(versionsOfMessage(message, identity)).toEqual([{ table: 'news', version: 3 }]);
    expect(versionsOfMessage(message, identity + 1)).toEqual([]);
    expect(versionsOfMessage(message, null)).toEqual([]);
    expect(versionsOfMessage('[["news",3]]', identity)).toEqual([]);
    expect([...(await readVersions(db)).keys()]).not.toContain('~database');
  });

  it('reads versions from a bus message and ignores broken ones', () => {
    expect(parseVersions('[["news",3],["venue",12]]')).toEqual([
      { table: 'news', version: 3 },
      { table: 'venue', version: 12 },
    ]);
    expect(parseVersions('not json')).toEqual([]);
    expect(parseVersions('[["news","x"],[1,2],"y"]')).toEqual([]);
  });
});

describe('the change feed', () => {
  it('tells a listener of its tables once per grown version', async () => {
    const heard: string[][] = [];
    const stop = changeFeedOf(db).onChange(['param_conf'], (tables) => heard.push([...tables]));
    await writeParam('b');
    changeFeedOf(db).apply([{ table: 'param_conf', version: 1 }]); // an old version: nothing
    changeFeedOf(db).apply([{ table: 'news', version: 10_000 }]); // another table: nothing
    stop();
    await writeParam('c'); // stopped: nothing
    expect(heard).toEqual([['param_conf']]);
  });
});

describe('the read-model holder', () => {
  it('builds once for concurrent first callers and serves the value', async () => {
    const model = countingModel();
    const holder = new ReadModelHolder(db, model);
    const [x, y] = await Promise.all([holder.get(), holder.get()]);
    expect(x).toBe(y);
    expect(model.builds).toBe(1);
    expect(holder.report()).toMatchObject({ name: 'param-count', state: 'ready', builds: 1 });
    await holder.close();
  });

  it('serves the old value while a rebuild after a command runs, then the new one', async () => {
    let release: () => void = () => {};
    let hold = false;
    const model = countingModel(() => (hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()));
    const holder = new ReadModelHolder(db, model);
    const first = await holder.get();
    hold = true;
    await writeParam('d'); // the feed hears the commit: a rebuild starts and waits at the gate
    await vi.waitFor(() => expect(model.builds).toBe(2));
    expect(holder.state).toBe('building');
    expect(await holder.get()).toBe(first); // the old value, at once
    hold = false;
    release();
    await vi.waitFor(async () => expect(await holder.get()).toBe(first + 1));
    await holder.close();
  });

  it("clears a table cache again once the model installs its new value (an answer cached meanwhile was the old one's)", async () => {
    let release: () => void = () => {};
    let hold = false;
    const model = countingModel(() => (hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()));
    const holder = new ReadModelHolder(db, model);
    const cache = tableCache(db, ['param_conf']);
    const answer = async () => cache.load('count', async () => Buffer.from(String(await holder.get())));
    const first = Number(await answer());
    hold = true;
    await writeParam('stale'); // the cache is cleared; the model's rebuild waits at the gate
    await vi.waitFor(() => expect(holder.state).toBe('building'));
    expect(Number(await answer())).toBe(first); // computed from the old value while the model rebuilds
    hold = false;
    release();
    await vi.waitFor(async () => expect(Number(await answer())).toBe(first + 1));
    await holder.close();
  });

  it('builds again when a change arrives during a build', async () => {
    let release: () => void = () => {};
    let hold = true;
    const model = countingModel(() => (hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()));
    const holder = new ReadModelHolder(db, model);
    const pending = holder.get();
    await vi.waitFor(() => expect(model.builds).toBe(1));
    hold = false;
    const before = await db
      .selectFrom('param_conf')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await writeParam('e'); // committed while the first build waits
    release();
    await pending;
    // The first build read its versions before the write: it is stale, and a second build follows.
    await vi.waitFor(() => expect(model.builds).toBe(2));
    await vi.waitFor(async () => expect(await holder.get()).toBe(Number(before.n) + 1));
    await vi.waitFor(() => expect(holder.state).toBe('ready'));
    await holder.close();
  });

  it('takes changes within minRefreshIntervalMs together in one refresh', async () => {
    const model = { ...countingModel(), minRefreshIntervalMs: 1_500 };
    let builds = 0;
    const counted: ReadModel<number> = { ...model, build: (d, signal) => ((builds += 1), model.build(d, signal)) };
    const holder = new ReadModelHolder(db, counted);
    const first = await holder.get();
    await new Promise((resolve) => setTimeout(resolve, 1_600)); // the first build is older than the interval
    await writeParam('i1'); // refreshes at once
    await writeParam('i2');
    await writeParam('i3'); // these two wait for the interval, then go together
    await vi.waitFor(async () => expect(await holder.get()).toBe(first + 3), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(builds).toBe(3);
    await holder.close();
  });

  it('finds a write of another process through the probe (no bus message)', async () => {
    const model = countingModel();
    const holder = new ReadModelHolder(db, model);
    const first = await holder.get();
    // Another handle on the same database: its commits reach only its own feed, as another process's would.
    await runCommand(other.db, { tables: ['param_conf'] }, async (trx) => {
      await trx.insertInto('param_conf').values({ dict_key: 'test.f', value: 'f', description: '' }).execute();
      return { value: null };
    });
    expect(await holder.get()).toBe(first);
    await changeFeedOf(db).probe();
    await vi.waitFor(async () => expect(await holder.get()).toBe(first + 1));
    await holder.close();
  });

  it('rejects right after a failed first build and tries again later', async () => {
    let fail = true;
    const model: ReadModel<number> = {
      name: 'flaky',
      tables: ['param_conf'],
      build: async () => {
        if (fail) throw new Error('database away');
        return 7;
      },
    };
    const holder = new ReadModelHolder(db, model);
    await expect(holder.get()).rejects.toThrow('database away');
    expect(holder.state).toBe('failed');
    fail = false;
    await expect(holder.get()).rejects.toThrow('database away'); // within RETRY_MS: no new build
    expect(await holder.refresh()).toBe(7); // an explicit refresh (a change) builds again
    expect(holder.state).toBe('ready');
    await holder.close();
  });

  it('tells background work when no model has been building for a quiet while, or gives up at the cap', async () => {
    let release = () => {};
    const model = countingModel(() => new Promise<void>((resolve) => (release = resolve)));
    const holder = holderOf(db, model);
    const built = holder.get();
    let idle: boolean | null = null;
    const waiting = whenReadModelsIdle(db, { quietMs: 100, pollMs: 10 }).then((answer) => (idle = answer));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(idle).toBeNull(); // still building
    expect(await whenReadModelsIdle(db, { quietMs: 100, pollMs: 10, maxWaitMs: 50 })).toBe(false);
    release();
    await built;
    await waiting;
    expect(idle).toBe(true);
    forgetReadModel(db, model);
  });
});
