import { z } from 'zod';

/**
 * Where a member's data export is: being prepared by the job queue, ready to download until
 * `expires_at`, failed (the member may ask again), or expired (its file is deleted).
 */
export const DataExportStates = ['preparing', 'ready', 'failed', 'expired'] as const;
export type TDataExportState = (typeof DataExportStates)[number];

/**
 * The version of the export file's shape (`innerway-data.json`: docs/data-export.md). A field
 * added keeps it; one renamed, removed or changed in meaning raises it.
 */
export const DataExportFormatVersion = 1;

/** GET and POST /users/:id/data_export: the member's latest export. */
export const ZDataExport = z
  .object({
    /** Random and unguessable; names the file's route, which still answers only its member. */
    id: z.string(),
    state: z.enum(DataExportStates),
    requested_at: z.string(),
    ready_at: z.string().nullable(),
    /** When a ready export stops being offered (and, once past, when it did). */
    expires_at: z.string().nullable(),
    /** The file's size in bytes, once ready. */
    size_bytes: z.number().int().nullable(),
  })
  .meta({ id: 'DataExport' });
export type TDataExport = z.infer<typeof ZDataExport>;

/** POST /users/:id/data_export takes no fields. */
export const ZDataExportRequest = z.object({}).strict();
