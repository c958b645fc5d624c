import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDataExport, ZDataExportRequest, ZErrorEnvelope } from '@innerway/domain';
import { requireSelf } from '../auth/guards.ts';
import { clientIp, createThrottle, type TThrottleRule } from '../auth/throttle.ts';
import { notFound } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { created, fileReply, replies } from '../http/reply-schemas.ts';
import { toDataExportReply } from './data-export-reply.ts';
import { exportsFolder } from './export-files.ts';
import { findDataExportOf, findDownloadableExport } from './read-data-export.ts';
import { requestDataExport } from './request-data-export.ts';

// `:id` stays a string so that any other value is the 403 of someone else's id, as on /users/:id.
const ZUserIdParams = z.object({ id: z.string().max(20) });
const ZExportFileParams = z.object({ id: z.string().max(20), exportId: z.string().max(40) });

/**
 * Each export reads every table of the member's and writes a file: a few a day is more than
 * anyone needs (one at a time is the service's own rule), and per IP bounds one client's accounts.
 */
const dataExportRules: TThrottleRule[] = [
  { name: 'data-export:user', max: 5, timeWindow: '1 day', key: (request) => (request.user ? String(request.user.id) : null) },
  { name: 'data-export:ip', max: 20, timeWindow: '1 day', key: clientIp },
];

/** "Download my data": ask for an export, see where it stands, download it while it is offered. */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttleRequests = createThrottle(app, dataExportRules);

  app.get(
    '/users/:id/data_export',
    {
      schema: {
        tags: ['data export'],
        summary: 'Your latest data export and where it stands, or null',
        description:
          'Own id only (403 otherwise). `preparing` while the job queue prepares it, `ready` until `expires_at`, `failed` (ask again), `expired` (its file is deleted).',
        params: ZUserIdParams,
        response: replies(ZDataExport.nullable()),
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      const row = await findDataExportOf(app.db, user.id);
      return ok(row ? toDataExportReply(row, new Date()) : null);
    },
  );

  app.post(
    '/users/:id/data_export',
    {
      schema: {
        tags: ['data export'],
        summary: 'Ask for a copy of all your data; prepared in the background',
        description:
          'Own id only (403 otherwise). Answers at once with the export `preparing`; the job queue prepares a zip (`innerway-data.json`, docs/data-export.md, and a readable page in your language) and mails you when it is ready. 409 `data_export.in_progress` while one is being prepared; a new export replaces the previous one. Throttled: 5 a day per account, 20 per IP.',
        params: ZUserIdParams,
        body: ZDataExportRequest,
        response: created(ZDataExport),
      },
      preHandler: throttleRequests,
    },
    async (request, reply) => {
      const user = requireSelf(request, request.params.id);
      return reply.status(201).send(ok(await requestDataExport(app.db, user.id)));
    },
  );

  app.get(
    '/users/:id/data_export/:exportId/file',
    {
      schema: {
        tags: ['data export'],
        summary: 'Download your data export (a zip)',
        description:
          'Own id only (403 otherwise), and only your own export while it is ready and offered: anything else (another member\'s, expired, unknown) is 404. `Cache-Control: private, no-store`.',
        params: ZExportFileParams,
        response: { 200: fileReply('The zip'), '4xx': ZErrorEnvelope, '5xx': ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const user = requireSelf(request, request.params.id);
      const row = await findDownloadableExport(app.db, user.id, request.params.exportId, new Date());
      if (!row) throw notFound();
      const day = row.readyAt.toISOString().slice(0, 10);
      reply.header('content-type', 'application/zip');
      reply.header('content-disposition', `attachment; filename="innerway-data-${day}.zip"`);
      return reply.sendFile(`${row.id}.zip`, exportsFolder(app.config.dataDir), { cacheControl: false, dotfiles: 'deny' });
    },
  );
};
