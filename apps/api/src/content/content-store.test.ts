import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TModule, TModuleSummary, TTranslations } from '@innerway/domain';
import { createAccount } from '../auth/account-testing.ts';
import type { Db } from '../db/client.ts';
import { createTestApp } from '../test/harness.ts';
import type { ContentChangeListener } from './content-change-listener.ts';
import type { TContentSnapshot } from './content-snapshot.ts';
import { createContentStore } from './content-store.ts';
import { call, seedProgram, settledContent, setUpProgramApp } from './content-testing.ts';

describe('createContentStore', () => {
  /** A listener the test drives by hand, and a load that counts and can be held open. */
  function harness() {
    const callbacks: { onChange?: () => void; onListeningChange?: () => void } = {};
    let reconnects = 0;
    const listener = {
      listening: true as boolean,
      start: async () => {},
      reconnectSoon: () => {
        reconnects += 1;
      },
      close: async () => {},
    } satisfies ContentChangeListener;
    let loads = 0;
    let release: (() => void) | undefined;
    let holdNext = false;
    const store = createContentStore({
      load: async () => {
        loads += 1;
        const snapshot = { loads } as unknown as TContentSnapshot;
        if (holdNext) {
          holdNext = false;
          await new Promise<void>((resolve) => (release = resolve));
        }
        return snapshot;
      },
      createListener: (given) => {
        Object.assign(callbacks, given);
        return listener;
      },
    });
    return {
      store,
      listener,
      announceChange: () => callbacks.onChange!(),
      setListening(value: boolean) {
        listener.listening = value;
        callbacks.onListeningChange!();
      },
      hold: () => (holdNext = true),
      release: () => release!(),
      get loads() {
        return loads;
      },
      get reconnects() {
        return reconnects;
      },
    };
  }

  it('loads once and serves from memory while listening', async () => {
    const h = harness();
    const [a, b] = await Promise.all([h.store.get(), h.store.get()]);
    const c = await h.store.get();
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(h.loads).toBe(1);
  });

  it('loads again after a change is announced', async () => {
    const h = harness();
    await h.store.get();
    h.announceChange();
    await h.store.get();
    expect(h.loads).toBe(2);
  });

  it('does not keep a copy whose load overlapped a change', async () => {
    const h = harness();
    h.hold();
    const first = h.store.get();
    h.announceChange();
    // A caller arriving after the change does not join the load that started before it.
    const second = h.store.get();
    h.release();
    await Promise.all([first, second]);
    expect(h.loads).toBe(2);
    await h.store.get();
    expect(h.loads).toBe(2);
  });

  it('loads per request while the listener is down, asking it to reconnect, and holds again once it is back', async () => {
    const h = harness();
    await h.store.get();
    h.setListening(false);
    await h.store.get();
    await h.store.get();
    expect(h.loads).toBe(3);
    expect(h.reconnects).toBe(2);
    h.setListening(true);
    await h.store.get();
    await h.store.get();
    expect(h.loads).toBe(4);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const store = createContentStore({
      load: async () => {
        if (fail) throw new Error('database down');
        return {} as TContentSnapshot;
      },
      createListener: () => ({ listening: true, start: async () => {}, reconnectSoon: () => {}, close: async () => {} }),
    });
    await expect(store.get()).rejects.toThrow('database down');
    fail = false;
    await expect(store.get()).resolves.toEqual({});
  });
});

describe('the content store on PostgreSQL', () => {
  let app: FastifyInstance;
  let db: Db;
  let token: string;
  let admin: string;

  setUpProgramApp(async (test) => {
    ({ app, db } = test);
    ({ token } = await createAccount(db, { isTrialMode: false }));
    ({ token: admin } = await createAccount(db, { isTrialMode: false, isAdmin: true }));
  });

  const firstTitle = async () => (await call(app, token, 'GET', '/api/modules')).json().data[0].title as string;
  const listenerBackends = async () =>
    (
      await db.execute<{ pid: number }>(
        sql`select pid from pg_stat_activity where application_name = 'innerway-content-listener' and datname = current_database()`,
      )
    ).rows;

  it('starts empty-handed on an empty database and picks up content seeded later', async () => {
    const empty = await createTestApp();
    try {
      const { token: someone } = await createAccount(empty.db);
      expect((await call(empty.app, someone, 'GET', '/api/modules')).json().data).toEqual([]);
      await seedProgram(empty.db);
      await expect.poll(async () => (await call(empty.app, someone, 'GET', '/api/modules')).json().data.length).toBe(8);
    } finally {
      await empty.close();
    }
  });

  it('shows a title changed in SQL without a restart', async () => {
    await settledContent(app);
    expect(await firstTitle()).toBe('Connect');
    await db.execute(sql`update modules set title = 'Connect, renamed' where id = 1`);
    await expect.poll(firstTitle).toBe('Connect, renamed');
  });

  it('follows changes to translations, links and publish status', async () => {
    await db.execute(sql`update translations set value = 'Se relier (v2)' where content_type = 'module' and content_id = 1 and field = 'title' and language = 'fr'`);
    await expect
      .poll(async () => ((await call(app, token, 'GET', '/api/translations?language=fr')).json().data as TTranslations).fr?.module?.['1']?.title)
      .toBe('Se relier (v2)');

    // Archived is gone for everyone, admins included.
    await db.execute(sql`update steps set publish_status = 2 where id = 812`);
    await expect
      .poll(async () => ((await call(app, admin, 'GET', '/api/modules/8')).json().data as TModule).segments[0]!.steps.map((s) => s.id))
      .toEqual([811]);
    const summary = ((await call(app, token, 'GET', '/api/modules')).json().data as TModuleSummary[]).find((m) => m.id === 8)!;
    expect(summary.total_steps).toBe(4);
    const fr = ((await call(app, admin, 'GET', '/api/translations?language=fr')).json().data as TTranslations).fr!;
    expect(fr.step?.['812']).toBeUndefined();
    expect(fr.step?.['811']).toBeDefined();
  });

  it('keeps content fresh while its listening connection is down, and reconnects', async () => {
    const [backend] = await listenerBackends();
    expect(backend).toBeDefined();
    await db.execute(sql`select pg_terminate_backend(${backend!.pid})`);
    // The notification of this change goes nowhere: the listener is gone.
    await db.execute(sql`update modules set title = 'Connect, offline edit' where id = 1`);
    await expect.poll(firstTitle).toBe('Connect, offline edit');
    // Requests ask the listener to come back; once back, announcements work again.
    await expect.poll(async () => (await listenerBackends()).filter((row) => row.pid !== backend!.pid).length, { timeout: 10_000 }).toBe(1);
    await settledContent(app);
    await db.execute(sql`update modules set title = 'Connect, back online' where id = 1`);
    await expect.poll(firstTitle).toBe('Connect, back online');
  });

  it('closes its listening connection with the app', async () => {
    const other = await createTestApp();
    const backends = async () =>
      (
        await other.db.execute<{ count: number }>(
          sql`select count(*)::int as count from pg_stat_activity where application_name = 'innerway-content-listener' and datname = current_database()`,
        )
      ).rows[0]!.count;
    expect(await backends()).toBe(1);
    await other.app.close();
    await expect.poll(backends).toBe(0);
    await other.close();
  });
});
