// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createServer } from 'vite';
import { localeBundles, readLocaleBundle } from './locale-bundles.ts';
import { precompress } from './precompress.ts';

// A web app of its own: an empty page and the translators' files of the three languages.
let root = '';
const files: Record<string, unknown> = {
  'en/common.json': { save: 'Save', nav: { home: 'Home', topics: 'Topics' } },
  'en/topics.json': { title: 'Topics', long: 'x'.repeat(2000) },
  'fr/common.json': { save: 'Enregistrer', nav: { home: 'Accueil' } },
  'fr/topics.json': { title: 'Thèmes', long: 'y'.repeat(2000) },
  'es/common.json': { save: 'Guardar', nav: { home: 'Inicio', topics: 'Temas' } },
  'en/staff.json': { title: 'Staff area' },
  'fr/staff.json': { title: 'Espace équipe' },
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'locale-bundles-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><body></body></html>');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'public/locales', file)), { recursive: true });
    writeFileSync(path.join(root, 'public/locales', file), JSON.stringify(content));
  }
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const expectedFr = {
  common: { save: 'Enregistrer', nav: { home: 'Accueil', topics: 'Topics' } },
  topics: { title: 'Thèmes', long: 'y'.repeat(2000) },
};

describe("a language's bundle", () => {
  it('holds every namespace of the language', () => {
    expect(readLocaleBundle(path.join(root, 'public'), 'en')).toEqual({ common: files['en/common.json'], topics: files['en/topics.json'] });
  });

  it("keeps the staff area's namespaces in a part of their own, which members never download", () => {
    expect(readLocaleBundle(path.join(root, 'public'), 'fr', 'staff')).toEqual({ staff: { title: 'Espace équipe' } });
    expect(readLocaleBundle(path.join(root, 'public'), 'es', 'staff')).toEqual({ staff: { title: 'Staff area' } });
  });

  it('takes the English text for a key or a namespace the language lacks', () => {
    expect(readLocaleBundle(path.join(root, 'public'), 'fr')).toEqual(expectedFr);
    expect(readLocaleBundle(path.join(root, 'public'), 'es')).toEqual({ common: files['es/common.json'], topics: files['en/topics.json'] });
  });
});

describe('the locale bundles plugin', () => {
  it('writes one file per language in place of the per-namespace files, before precompress lists the output', async () => {
    const outDir = path.join(root, 'dist');
    await build({ root, logLevel: 'silent', configFile: false, plugins: [localeBundles(), precompress()], build: { outDir } });

    const fr = path.join(outDir, 'locales/fr.json');
    expect(JSON.parse(readFileSync(fr, 'utf8'))).toEqual(expectedFr);
    expect(JSON.parse(brotliDecompressSync(readFileSync(`${fr}.br`)).toString())).toEqual(expectedFr);
    expect(JSON.parse(gunzipSync(readFileSync(`${fr}.gz`)).toString())).toEqual(expectedFr);
    expect(existsSync(path.join(outDir, 'locales/en.json'))).toBe(true);
    expect(existsSync(path.join(outDir, 'locales/es.json'))).toBe(true);
    expect(existsSync(path.join(outDir, 'locales/fr'))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(outDir, 'locales/fr.staff.json'), 'utf8'))).toEqual({ staff: { title: 'Espace équipe' } });
  });

  it('serves the same file in development', async () => {
    const server = await createServer({ root, logLevel: 'silent', configFile: false, plugins: [localeBundles()], server: { port: 0 } });
    try {
      await server.listen();
      const base = server.resolvedUrls?.local[0] ?? '';
      const response = await fetch(new URL('/locales/fr.json', base));
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(expectedFr);
    } finally {
      await server.close();
    }
  });
});
