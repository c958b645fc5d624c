// `npm run dev`: the API restarting on every change (node --watch) and Vite's dev server with hot
// reload, which proxies /api to the API on port 3000. Open the address Vite prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const env = {
  ...process.env,
  // The server on its own defaults to production (decision 016): development is local.
  APP_ENV: process.env.APP_ENV || 'local',
  // Vite's proxy targets this port.
  PORT: process.env.PORT ?? '3000',
  // Links in mails should open the page the developer is looking at: Vite's.
  APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
};

// node --watch passes a stop on to the server it runs (which then shuts down in order).
const api = spawn(process.execPath, ['--watch', '--watch-preserve-output', 'apps/api/src/server.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
// npm and sh do not pass signals on to Vite: it leads its own process group, signalled whole.
const web = spawn(npm, ['run', 'dev', '-w', '@innerway/web'], { cwd: root, env, stdio: 'inherit', detached: true });
const children: ChildProcess[] = [api, web];

let stopping = false;
function stopAll(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null) api.kill(signal);
  try {
    if (web.pid !== undefined) process.kill(-web.pid, signal);
  } catch {
    // The group is already gone.
  }
}

process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
// When one side dies the other is of no use: stop both and pass the failure on.
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? 0);
  });
}
