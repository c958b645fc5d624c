// The production API process (src/server.ts) as a child process on the loopback, to be loaded,
// killed, restarted and cut off from its database.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const READY_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resolves when the process ends, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process printed, to explain a failure. */
  output(): string;
  /** SIGKILL of the node process alone, or of its whole process group (node and PostgreSQL). */
  kill(signal: NodeJS.Signals, whole?: 'group'): void;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export type ServerOptions = {
  port: number;
  env?: Record<string, string>;
} & (
  | { /** Embedded PostgreSQL with its data here. */ dataDir: string; databaseUrl?: never }
  | { databaseUrl: string; dataDir?: never }
);

/** A private temporary folder the embedded PostgreSQL (run as `postgres` under root) can reach. */
export async function makeTempDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `innerway-resilience-${name}-`));
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

  // Its own process group, so that a test can kill node together with its PostgreSQL.
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const chunks: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const output = () => chunks.join('');

  try {
    await waitUntilServing(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output().slice(-4000)}`, { cause: error });
  }

  return {
    url,
    pid: child.pid!,
    exited,
    output,
    kill(signal, whole) {
      if (whole === 'group') process.kill(-child.pid!, signal);
      else child.kill(signal);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API server exited with code ${child.exitCode}`);
    const response = await fetch(`${url}/api/health`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API server did not become healthy within ${READY_TIMEOUT_MS / 1000} s`);
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
