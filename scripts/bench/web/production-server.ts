import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface TProductionServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error(`${baseUrl}/api/health did not answer within ${timeoutMs / 1000} s`);
}

/**
 * `npm start`'s server (scripts/start.ts: the built web app and the API in one process) on its own
 * port and a throw-away data folder, so the bench measures what users get and touches nothing else.
 */
export async function startProductionServer(repoRoot: string, port: number): Promise<TProductionServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'innerway-bench-web-'));
  // mkdtemp makes a private folder; as root, the embedded PostgreSQL runs as `postgres` and must reach it.
  chmodSync(dataDir, 0o755);
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  // process.execPath: the Node that runs this bench (the project's Node 24 under npm).
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, APP_ENV: 'local', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: baseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the error message only: the server's logs would drown the bench's tables.
  const keep = (chunk: Buffer) => output.push(chunk.toString()) > 200 && output.shift();
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const exited = once(child, 'exit');
      // The server closes the embedded PostgreSQL on SIGTERM; give it time before insisting.
      if ((await Promise.race([exited.then(() => true), sleep(20_000, false, { ref: false })])) === false) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('')}`, { cause: error });
  }
  return { baseUrl, stop };
}
