// The production API process (apps/api/src/server.ts) in a child process, on the loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../../apps/api/src/server.ts', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

export interface TBenchServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Rate limiting is global: false in app.ts, so only the routes that declare a throttle have one
 * and none of the benched routes does; the multiplier lifts the sign-in throttle the bench goes
 * through to get its sessions.
 */
export const BENCH_THROTTLE_MULTIPLIER = 1000;

export async function startBenchServer(options: { port: number; databaseUrl: string; dataDir: string }): Promise<TBenchServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      APP_ENV: 'local',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      BENCH_ROUTES: '1',
      THROTTLE_MULTIPLIER: String(BENCH_THROTTLE_MULTIPLIER),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept to explain a failed start; the server's own chatter is not the benchmark's output.
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  try {
    await waitUntilServing(`${url}/api/bench/hello`, child);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n${output.join('').slice(-4000)}`, { cause: error });
  }
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}

async function waitUntilServing(helloUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API server exited with code ${child.exitCode}`);
    const response = await fetch(helloUrl).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API server did not answer ${helloUrl} within ${READY_TIMEOUT_MS / 1000} s`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
