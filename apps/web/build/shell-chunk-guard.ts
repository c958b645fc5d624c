import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * Fails the build when a chunk group meant for some screens (vite.config.ts, `codeSplitting`) has
 * become part of what every route loads: the entry and the application chunk (`appModule`), with
 * their static imports. A group takes along the modules its own modules import; when one of those
 * is also imported by the app's frame, the whole group rides along on every route. The message
 * lists what the group took along beyond its own `test`: the culprit is among them.
 */
export function shellChunkGuard(screenGroups: Record<string, (id: string) => boolean>, appModule = 'src/app/app.tsx'): Plugin {
  return {
    name: 'innerway-shell-chunk-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const shell = new Set<OutputChunk>();
      const visit = (chunk: OutputChunk) => {
        if (shell.has(chunk)) return;
        shell.add(chunk);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) visit(imported);
        }
      };
      for (const chunk of chunks) if (chunk.isEntry || chunk.facadeModuleId?.endsWith(appModule)) visit(chunk);

      for (const chunk of shell) {
        const test = screenGroups[chunk.name];
        if (!test) continue;
        const takenAlong = chunk.moduleIds.filter((id) => !test(id)).map((id) => path.relative(process.cwd(), id));
        this.error(
          `the '${chunk.name}' chunk is loaded by every route: the app's frame imports a module it took along. ` +
            `Add that module to the kit's \`frameModules\` in apps/web/vite.config.ts; it is one of: ${takenAlong.join(', ')}`,
        );
      }
    },
  };
}
