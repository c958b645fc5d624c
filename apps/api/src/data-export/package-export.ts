import { strToU8, zipSync } from 'fflate';
import type { TLanguage } from '@innerway/domain';
import type { TExportDocument } from './collect-export.ts';
import { renderReadablePage } from './render-readable-page.ts';

/** The two files of an export, by their names in the zip: the same data for a service and for a person. */
const ExportFileNames = { json: 'innerway-data.json', page: 'innerway-data.html' } as const;

/** One zip a member downloads: the JSON file (docs/data-export.md) and the readable page in their language. */
export function packageExport(document: TExportDocument, page: { language: TLanguage; productName: string }): Uint8Array {
  const mtime = document.generated_at;
  return zipSync(
    {
      [ExportFileNames.json]: [strToU8(`${JSON.stringify(document, null, 2)}\n`), { mtime }],
      [ExportFileNames.page]: [strToU8(renderReadablePage(document, page)), { mtime }],
    },
    { level: 6 },
  );
}
