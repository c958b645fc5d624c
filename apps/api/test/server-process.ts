// The production server as a child process on the loopback, for what must measure or break the
// real thing: the resilience suite (loaded, killed, restarted, cut off from its database) and the
// benchmarks (scripts/bench).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** What runs: the API alone, or `npm start`'s whole start-up (builds the web app when missing, seeds the demo). */
const entries = {
  api: path.join(repoRoot, 'apps/api/src/server.ts'),
  start: path.join(repoRoot, 'scripts/start.ts'),
} as const;

/** How long a stopped server may take to close its connections and its embedded PostgreSQL. */
const STOP_GRACE_MS = 20_000;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resolves when the process ends, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process printed, to explain a failure. */
  output(): string;
  /** A signal to the node process alone, or to its whole process group (node and PostgreSQL). */
  kill(signal: NodeJS.Signals, whole?: 'group'): void;
  /** SIGTERM, then waits for the exit; SIGKILL for the whole group if it does not come. */
  stop(): Promise<void>;
}

export type ServerOptions = {
  port: number;
  env?: Record<string, string>;
  entry?: keyof typeof entries;
  readyTimeoutMs?: number;
} & (
  | { /** Embedded PostgreSQL with its data here. */ dataDir: string; databaseUrl?: never }
  | { databaseUrl: string; dataDir?: never }
);

/** A private temporary folder the embedded PostgreSQL (run as `postgres` under root) can reach. */
export async function makeTempDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `innerway-${name}-`));
  await chmod(dir, 0o755);
  return dir;
}

export async function startServerProcess(options: ServerOptions): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'local',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    // Read only by the embedded PostgreSQL: with a DATABASE_URL any folder will do.
    DATA_DIR: options.dataDir ?? os.tmpdir(),
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  // process.execPath: the Node that runs the caller (the project's Node 24 under npm). Its own
  // process group, so that a test can kill node together with its PostgreSQL.
  const child = spawn(process.execPath, [entries[options.entry ?? 'api']], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // Kept to explain a failure: the server's own logs are not the caller's output.
  const chunks: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const output = () => chunks.join('');
  const running = () => child.exitCode === null && child.signalCode === null;

  const server: ServerProcess = {
    url,
    pid: child.pid!,
    exited,
    output,
    kill(signal, whole) {
      if (whole === 'group') process.kill(-child.pid!, signal);
      else child.kill(signal);
    },
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const inTime = await Promise.race([exited.then(() => true), sleep(STOP_GRACE_MS, false, { ref: false })]);
      if (!inTime && running()) {
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
      }
    },
  };

  try {
    await waitUntilServing(url, child, options.readyTimeoutMs ?? 90_000);
  } catch (error) {
    if (running()) process.kill(-child.pid!, 'SIGKILL');
    throw new Error(`${(error as Error).message}\n${output().slice(-4000)}`, { cause: error });
  }
  return server;
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const response = await fetch(`${url}/api/health`).catch(() => null);
    if (response?.ok) return;
    await sleep(200);
  }
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
}

/**
 * The connection string of the application database of the embedded PostgreSQL a server runs
 * on `dataDir`: the port is in the cluster's lock file, the password beside the cluster.
 */
export async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const lock = (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n');
  const port = Number(lock[3]);
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/innerway`;
}
