// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { Breakpoints } from '@innerway/domain';
import { breakpointMedia, customMediaCss } from './breakpoint-media.ts';

// A web app of its own: a page whose script imports one global stylesheet and one CSS module.
let root = '';

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'breakpoint-media-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><body><script type="module" src="./main.js"></script></body></html>');
  writeFileSync(path.join(root, 'main.js'), "import './global.css';\nimport styles from './card.module.css';\nconsole.log(styles.card);\n");
  writeFileSync(path.join(root, 'tokens.css'), ':root { --gap: 8px; }\n');
  writeFileSync(path.join(root, 'global.css'), "@import './tokens.css';\n@media (--above-large) { body { margin: 0 auto; } }\n");
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function builtCss(cardCss: string): Promise<string> {
  writeFileSync(path.join(root, 'card.module.css'), cardCss);
  const outDir = path.join(root, 'dist');
  await build({ root, logLevel: 'silent', configFile: false, plugins: [breakpointMedia()], css: customMediaCss, build: { outDir } });
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
}

describe('the breakpoint custom media', () => {
  it("turn each name into the domain's breakpoint, in CSS modules and after an @import alike", async () => {
    const css = await builtCss('.card { padding: 24px; }\n@media (--small) { .card { padding: 16px; } }\n');
    expect(css).toContain(`@media (width<=${Breakpoints.small}px)`);
    expect(css).toContain(`@media (width>=${Breakpoints.large + 1}px)`);
    expect(css).toContain('--gap:8px');
    expect(css).not.toContain('--small');
    expect(css).not.toContain('@custom-media');
  });

  it('fail the build on a name with no definition', async () => {
    await expect(builtCss('@media (--tiny) { .card { padding: 0; } }\n')).rejects.toThrow(/--tiny/);
  });
});
