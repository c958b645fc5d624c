// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { twoStylesheets } from './two-stylesheets.ts';

// A web app of its own: a page whose entry has styles, a member screen and the staff area loaded
// lazily, a staff screen inside the staff area, and a part both sides share.
let root = '';
const sources: Record<string, string> = {
  'index.html': '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
  'main.js': "import './base.css';\ndocument.addEventListener('click', () => Promise.all([import('./member-screen.js'), import('./studio-entry.js')]));\n",
  'base.css': '.base { color: black; }\n',
  'member-screen.js': "import './member.css';\nimport { shared } from './shared.js';\nexport default () => shared;\n",
  'member.css': '.member { color: green; }\n',
  'shared.js': "import './shared.css';\nexport const shared = 'shared';\n",
  'shared.css': '.shared { color: blue; }\n',
  'studio-entry.js': "import './studio-frame.css';\nimport { shared } from './shared.js';\ndocument.addEventListener('keydown', () => import('./staff-screen.js'));\nexport default shared;\n",
  'studio-frame.css': '.studio-frame { color: red; }\n',
  'staff-screen.js': "import './staff.css';\nexport default 'staff';\n",
  'staff.css': '.staff { color: purple; }\n',
};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'two-stylesheets-'));
  for (const [file, content] of Object.entries(sources)) writeFileSync(path.join(root, file), content);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [twoStylesheets('studio-entry.js')],
    build: { cssCodeSplit: true, manifest: true, minify: false },
  });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const read = (file: string) => readFileSync(path.join(root, 'dist', file), 'utf8');

describe('twoStylesheets', () => {
  it('writes exactly two stylesheets: the members\' and the staff area\'s', () => {
    const css = readdirSync(path.join(root, 'dist/assets')).filter((file) => file.endsWith('.css'));
    expect(css).toHaveLength(2);
    const member = read(`assets/${css.find((file) => file.startsWith('style-'))}`);
    const staff = read(`assets/${css.find((file) => file.startsWith('studio-'))}`);
    // The entry's styles first, a screen's after what it imports, as in one stylesheet made by Vite.
    expect(member.indexOf('.base')).toBeGreaterThanOrEqual(0);
    expect(member.indexOf('.base')).toBeLessThan(member.indexOf('.shared'));
    expect(member.indexOf('.shared')).toBeLessThan(member.indexOf('.member'));
    expect(member).not.toMatch(/studio-frame|\.staff/);
    expect(staff).toContain('.studio-frame');
    expect(staff).toContain('.staff');
    expect(staff).not.toMatch(/\.base|\.member|\.shared/);
  });

  it('links only the members\' stylesheet from the page, and the staff area brings its own', () => {
    const html = read('index.html');
    expect(html).toMatch(/<link rel="stylesheet"[^>]*\/assets\/style-[^"]+\.css/);
    expect(html).not.toContain('studio-');
    const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, { css?: string[] }>;
    expect(manifest['studio-entry.js']?.css).toEqual([expect.stringMatching(/^assets\/studio-.+\.css$/)]);
    expect(manifest['staff-screen.js']?.css).toEqual(manifest['studio-entry.js']?.css);
    expect(manifest['member-screen.js']?.css).toEqual([expect.stringMatching(/^assets\/style-.+\.css$/)]);
  });
});
