import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;
type OutputBundle = Rolldown.OutputBundle;

/**
 * The chunks in the order Vite itself concatenates styles when it makes one stylesheet: from each
 * entry, the static imports before the importer, then the dynamic imports the same way. A module's
 * rules keep their place in the cascade after the rules of what it imports.
 */
function chunksInStyleOrder(bundle: OutputBundle): OutputChunk[] {
  const byFile = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  const ordered: OutputChunk[] = [];
  const seen = new Set<OutputChunk>();
  const dynamic = new Set<string>();
  const collect = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) collect(byFile.get(file));
    for (const file of chunk.dynamicImports) dynamic.add(file);
    ordered.push(chunk);
  };
  for (const chunk of byFile.values()) if (chunk.isEntry) collect(chunk);
  // A Set visits what is added while it is iterated: dynamic imports of dynamic imports included.
  for (const file of dynamic) collect(byFile.get(file));
  return ordered;
}

/** Every chunk a member can load: from the entries, through static and dynamic imports, never entering the staff area. */
function memberChunks(bundle: OutputBundle, isStaffEntry: (chunk: OutputChunk) => boolean): Set<OutputChunk> {
  const byFile = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  const reached = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || reached.has(chunk) || isStaffEntry(chunk)) return;
    reached.add(chunk);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) visit(byFile.get(file));
  };
  for (const chunk of byFile.values()) if (chunk.isEntry) visit(chunk);
  return reached;
}

/**
 * Two stylesheets instead of one per chunk: `style.css`, every style a member's screen can use,
 * which the page links; and `studio.css`, the styles only the staff area's chunks use, which Vite's
 * preloading brings in with the staff area (the server also preloads it for /studio pages). One
 * render-blocking file for members as before, without the staff screens' rules in it.
 *
 * Needs `build.cssCodeSplit` on: Vite then emits a stylesheet per chunk and names it in the chunk's
 * `viteMetadata.importedCss`, from which its page links, preloads and manifest are written later in
 * `generateBundle`; this runs first (`order: 'pre'`), merges the files and renames them there.
 */
export function twoStylesheets(staffEntryModule: string): Plugin {
  let staffEntryPath = '';
  return {
    name: 'innerway-two-stylesheets',
    apply: 'build',
    configResolved(config) {
      staffEntryPath = path.resolve(config.root, staffEntryModule);
      if (!config.build.cssCodeSplit) throw new Error('twoStylesheets needs build.cssCodeSplit on');
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const isStaffEntry = (chunk: OutputChunk) => chunk.facadeModuleId === staffEntryPath;
        if (!Object.values(bundle).some((output) => output.type === 'chunk' && isStaffEntry(output))) {
          this.error(`no chunk has ${staffEntryModule} as its module: is it still imported lazily?`);
        }
        const members = memberChunks(bundle, isStaffEntry);
        const sources = { member: [] as string[], staff: [] as string[] };
        const owners = { member: [] as OutputChunk[], staff: [] as OutputChunk[] };
        for (const chunk of chunksInStyleOrder(bundle)) {
          const css = [...(chunk.viteMetadata?.importedCss ?? [])];
          if (css.length === 0) continue;
          const side = members.has(chunk) ? 'member' : 'staff';
          for (const file of css) {
            const asset = bundle[file];
            if (asset?.type !== 'asset') this.error(`${chunk.fileName} names ${file}, which is not in the bundle`);
            sources[side].push(String(asset.source));
            delete bundle[file];
          }
          owners[side].push(chunk);
        }
        for (const [side, name] of [
          ['member', 'style.css'],
          ['staff', 'studio.css'],
        ] as const) {
          if (sources[side].length === 0) continue;
          const fileName = this.getFileName(this.emitFile({ type: 'asset', name, originalFileName: name, source: sources[side].join('') }));
          for (const chunk of owners[side]) chunk.viteMetadata!.importedCss = new Set([fileName]);
        }
      },
    },
  };
}
