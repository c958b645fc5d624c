// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { themeScript } from './theme-script.ts';

// A web app of its own: a page with the theme-color tags and the marker, and a module script.
let root = '';

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'theme-script-'));
  writeFileSync(path.join(root, 'main.js'), "document.body.append('ready');\n");
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function builtPage(head: string): Promise<string> {
  writeFileSync(path.join(root, 'index.html'), `<!doctype html><html><head>${head}</head><body><script type="module" src="./main.js"></script></body></html>`);
  const outDir = path.join(root, 'dist');
  await build({ root, logLevel: 'silent', configFile: false, plugins: [themeScript()], html: { cspNonce: 'NONCE' }, build: { outDir } });
  return readFileSync(path.join(outDir, 'index.html'), 'utf8');
}

describe('the theme script in the page', () => {
  it('runs inline in the head, after the theme-color tags and before the app, under the nonce', async () => {
    const html = await builtPage('<meta name="theme-color" content="#1f6f6b" data-theme="light"><!-- theme-script -->');
    const script = /<script nonce="NONCE">([\s\S]*?)<\/script>/.exec(html);
    expect(script?.[1]).toMatch(/^\(function\b[\s\S]*\}\)\(`theme`,`innerway-theme-change`\);?$/);
    expect(html.indexOf('name="theme-color"')).toBeLessThan(script!.index);
    expect(script!.index).toBeLessThan(html.indexOf('<script type="module"'));
    // Plain JavaScript: no types left, nothing a bundler would have had to resolve.
    expect(script?.[1]).not.toMatch(/\bimport\b|\brequire\(|__vite|: string|<HTMLMetaElement>|as CustomEvent/);
  });

  it('fails the build when the page has no place for it', async () => {
    await expect(builtPage('<meta name="theme-color" content="#1f6f6b">')).rejects.toThrow(/theme-script/);
  });
});
