import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Prepared exports live in `<DATA_DIR>/data-exports/<id>.zip`, readable by the server's user
 * alone. Several instances must share DATA_DIR (a shared volume), as any of them may prepare a
 * file and any serve it (decision 022).
 */
export const exportsFolder = (dataDir: string) => path.join(dataDir, 'data-exports');

/** An export's id: 128 random bits, also its file's name, so no file name can be guessed or climb out of the folder. */
export function newExportId(): string {
  return randomBytes(16).toString('base64url');
}

const isExportId = (id: string) => /^[A-Za-z0-9_-]{22}$/.test(id);

function exportFilePath(dataDir: string, id: string): string {
  if (!isExportId(id)) throw new Error('not a data export id');
  return path.join(exportsFolder(dataDir), `${id}.zip`);
}

/** Writes the file whole or not at all: a reader never meets half a file, a crash leaves only a temporary one. */
export async function writeExportFile(dataDir: string, id: string, bytes: Uint8Array): Promise<void> {
  const file = exportFilePath(dataDir, id);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Deletes an export's file; one already gone is fine (a job run twice). */
export async function removeExportFile(dataDir: string, id: string): Promise<void> {
  await rm(exportFilePath(dataDir, id), { force: true });
}
