import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DefaultLanguage, Languages, type TLanguage } from '../../../packages/domain/src/enums/index.ts';
import { localeBundlePath, LocaleParts, localePartOf, type TLocalePart } from '../../../packages/domain/src/locale-files.ts';

/** The translators' files, one per language and namespace: `<publicDir>/locales/<language>/<namespace>.json`. */
const localesDir = 'locales';

export type TLocaleBundle = Record<string, Record<string, unknown>>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `under` with `over` laid on top, key by key down the nesting. */
function overlay(under: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = isObject(below) && isObject(value) ? overlay(below, value) : value;
  }
  return merged;
}

function readNamespaces(dir: string, part: TLocalePart): TLocaleBundle {
  const bundle: TLocaleBundle = {};
  const files = readdirSync(dir).filter((name) => name.endsWith('.json') && localePartOf(path.basename(name, '.json')) === part);
  for (const file of files.sort()) {
    const content: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    if (!isObject(content)) throw new Error(`${path.join(dir, file)}: not a JSON object`);
    bundle[path.basename(file, '.json')] = content;
  }
  return bundle;
}

/**
 * Every namespace of `language` in one object, the default language's texts standing in for any
 * key or namespace it lacks: the fallback i18next would otherwise make by reading the English
 * file too, one more request before the first paint (apps/web/src/lib/i18n.ts).
 */
export function readLocaleBundle(publicDir: string, language: TLanguage, part: TLocalePart = 'member'): TLocaleBundle {
  const own = readNamespaces(path.join(publicDir, localesDir, language), part);
  if (language === DefaultLanguage) return own;
  return overlay(readNamespaces(path.join(publicDir, localesDir, DefaultLanguage), part), own) as TLocaleBundle;
}

const bundles = Languages.flatMap((language) => LocaleParts.map((part) => ({ language, part, path: localeBundlePath(language, part) })));

/**
 * Serves each language's translations as one file (`localeBundlePath`), built from the
 * per-namespace files in public/locales, so that the app reads a language in one request, which the
 * server preloads with the page (apps/api/src/web/locale-preloads.ts), instead of one more request
 * per screen once the screen's code has run. The build writes the files (the website and the apps'
 * bundle alike); `vite` serves them, read afresh on each request.
 */
export function localeBundles(): Plugin {
  let publicDir = '';
  let outDir = '';
  return {
    name: 'innerway-locale-bundles',
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = request.url?.split('?')[0];
        const bundle = bundles.find((candidate) => candidate.path === pathname);
        if (!bundle) return next();
        let body: string;
        try {
          body = JSON.stringify(readLocaleBundle(publicDir, bundle.language, bundle.part));
        } catch (error) {
          return next(error);
        }
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(body);
      });
    },
    generateBundle() {
      for (const bundle of bundles) {
        this.emitFile({
          type: 'asset',
          fileName: bundle.path.slice(1),
          source: JSON.stringify(readLocaleBundle(publicDir, bundle.language, bundle.part)),
        });
      }
    },
    // Vite copies public/ whole before writing; the per-namespace files are only the bundles'
    // source, which nothing reads from the build. Removed here, before any plugin's closeBundle
    // (precompress) lists the output.
    async writeBundle() {
      await Promise.all(
        Languages.map((language) => rm(path.join(outDir, localesDir, language), { recursive: true, force: true })),
      );
    },
  };
}
