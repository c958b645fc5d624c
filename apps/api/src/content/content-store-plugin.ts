import fp from 'fastify-plugin';
import pg from 'pg';
import { buildContentSnapshot } from './build-content-snapshot.ts';
import { createContentChangeListener } from './content-change-listener.ts';
import { createContentStore } from './content-store.ts';
import { loadContentRows } from './load-content-rows.ts';

/**
 * `app.content`: the program held in memory (content-store.ts). Its LISTEN connection is opened
 * at start-up, outside the pool (it is held for good), and closed with the app.
 */
export default fp(
  async function contentStorePlugin(app) {
    const store = createContentStore({
      load: async () => buildContentSnapshot(await loadContentRows(app.db)),
      createListener: ({ onChange, onListeningChange }) =>
        createContentChangeListener({
          createClient: () =>
            new pg.Client({ ...app.pool.options, application_name: 'innerway-content-listener', keepAlive: true }),
          onChange,
          onListeningChange,
          log: app.log,
        }),
    });
    app.decorate('content', store);
    app.addHook('onClose', () => store.close());
    await store.start();
  },
  { name: 'innerway-content-store', fastify: '5.x' },
);
