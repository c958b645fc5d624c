import { rm } from 'node:fs/promises';
import { makeTempDir, startServerProcess } from '../../../apps/api/test/server-process.ts';

export interface TProductionServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * `npm start`'s server (scripts/start.ts: the built web app and the API in one process) on its own
 * port and a throw-away data folder, so the bench measures what users get and touches nothing else.
 */
export async function startProductionServer(port: number): Promise<TProductionServer> {
  const dataDir = await makeTempDir('bench-web');
  const baseUrl = `http://127.0.0.1:${port}`;
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  try {
    // A first start creates and seeds the embedded PostgreSQL, which takes a while on a busy machine.
    const server = await startServerProcess({ entry: 'start', port, dataDir, env: { APP_URL: baseUrl }, readyTimeoutMs: 180_000 });
    return {
      baseUrl,
      async stop() {
        await server.stop();
        await removeData();
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
}
