// `npm run bench:ops [-- <suite> ...]`: the operations benchmarks. Every file in suites/ runs as
// its own process (its own embedded database and server), one after the other so that they do not
// share the machine's two cores; the run fails when any suite fails. Each suite prints its own
// table and exits non-zero when it misses a budget (docs/quality/ops-bench.md).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const suitesDir = fileURLToPath(new URL('./suites/', import.meta.url));
const wanted = process.argv.slice(2);
const suites = (await readdir(suitesDir)).filter((file) => file.endsWith('.ts') && (wanted.length === 0 || wanted.includes(path.basename(file, '.ts')))).sort();
if (suites.length === 0) {
  console.error(`no suite in ${suitesDir}${wanted.length > 0 ? ` named ${wanted.join(', ')}` : ''}`);
  process.exit(2);
}

const results: { suite: string; code: number | null; signal: NodeJS.Signals | null; seconds: number }[] = [];
for (const suite of suites) {
  console.log(`\n[bench:ops] ${suite}`);
  const startedAt = Date.now();
  const child = spawn(process.execPath, [path.join(suitesDir, suite)], { stdio: 'inherit' });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  results.push({ suite, code, signal, seconds: (Date.now() - startedAt) / 1000 });
}

console.log('\n[bench:ops] suites');
for (const { suite, code, signal, seconds } of results) {
  console.log(`  ${code === 0 ? 'passed' : 'FAILED'}  ${suite}  (${signal ?? `exit ${code}`}, ${seconds.toFixed(0)} s)`);
}
const failed = results.filter((result) => result.code !== 0);
console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) process.exitCode = 1;
