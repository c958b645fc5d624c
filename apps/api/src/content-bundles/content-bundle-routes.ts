import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ContentBundleLimits,
  StaffArea,
  ZBundleApplied,
  ZBundleApplyQuery,
  ZBundleExportQuery,
  ZBundleOverview,
  ZBundlePlan,
  ZBundlePreviewQuery,
  ZErrorEnvelope,
} from '@innerway/domain';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { fileReply, replies } from '../http/reply-schemas.ts';
import { requireStaffArea } from '../staff/staff-access.ts';
import { applyBundleImport } from './apply-bundle-import.ts';
import { bundleMediaStore } from './bundle-media.ts';
import { exportBundle, type TExportedBundle } from './export-bundle.ts';
import { planBundleImport } from './plan-bundle-import.ts';
import { readBundle } from './read-bundle.ts';
import { readBundleOverview } from './read-bundle-overview.ts';

const editors = 'The content area: editors and admins (401 signed out, 403 disabled or without it).';
const archiveTypes = ['application/zip', 'application/octet-stream'];
/** The uploaded archive, as the body parser below hands it over. */
const ZArchiveBody = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });
const refusals = `400 \`content.bundle_unreadable\` (not a zip with a manifest.json) or \`content.bundle_unsafe_path\` (an entry other than manifest.json and media/<sha256>); 413 \`content.bundle_too_large\` (archive ${ContentBundleLimits.archiveBytes} bytes, item counts); 422 \`content.bundle_version\` (another format version, named), \`content.bundle_invalid\` (a field, with its path), \`content.bundle_media_missing\`, \`content.bundle_media_corrupt\`, \`content.bundle_unknown_parent\`.`;

/** Content bundles: export the program or one topic, preview an import, apply the previewed import. */
export const contentBundleRoutes: FastifyPluginAsyncZod = async (app) => {
  const editor = async (request: FastifyRequest) => (await requireStaffArea(request, StaffArea.Content)).user;
  // Who is asking comes before the body: nobody else makes the server read an archive.
  app.addHook('onRequest', async (request) => {
    await editor(request);
  });
  app.addContentTypeParser(archiveTypes, { parseAs: 'buffer', bodyLimit: ContentBundleLimits.archiveBytes }, (_request, body, done) => done(null, body));
  const media = () => bundleMediaStore(app.mediaStore, app.config.mediaDir);

  app.get(
    '/staff/content/bundles',
    {
      schema: {
        tags: ['studio'],
        summary: 'What can be exported: the topics, and the bundle format this server reads',
        description: editors,
        response: replies(ZBundleOverview),
      },
    },
    async () => ok(await readBundleOverview(app.db)),
  );

  app.get(
    '/staff/content/bundles/export',
    {
      schema: {
        tags: ['studio'],
        summary: 'Download the whole program, or one topic (`topic` = its uid), as a content bundle (a zip)',
        description: `${editors} Every item with its fields and its texts in en/fr/es, and the media it names. 404 for an unknown topic.`,
        querystring: ZBundleExportQuery,
        response: { 200: fileReply('The bundle (application/zip)'), '4xx': ZErrorEnvelope, '5xx': ZErrorEnvelope },
      },
    },
    async (request, reply) => sendArchive(reply, await exportBundle(app.db, media(), request.query.topic)),
  );

  app.post(
    '/staff/content/bundles/preview',
    {
      schema: {
        tags: ['studio'],
        summary: 'Upload a bundle (body: the zip) and see what importing it would change; nothing changes',
        description: `${editors} Per item: create, update (which fields, which languages), unchanged, or (a whole-program bundle with \`archive_absent=true\`) archive; nothing is ever deleted. The reply's \`base_hash\` and \`bundle_hash\` go to apply. ${refusals}`,
        querystring: ZBundlePreviewQuery,
        consumes: archiveTypes,
        body: ZArchiveBody,
        response: replies(ZBundlePlan),
      },
      bodyLimit: ContentBundleLimits.archiveBytes,
    },
    async (request) => {
      const { prepared: _prepared, ...plan } = await planBundleImport(app.db, readBundle(request.body), { archiveAbsent: request.query.archive_absent }, media());
      return ok(plan);
    },
  );

  app.post(
    '/staff/content/bundles/apply',
    {
      schema: {
        tags: ['studio'],
        summary: 'Import the previewed bundle (body: the same zip), in one transaction; audited',
        description: `${editors} 409 \`content.bundle_changed\` when the body is not the previewed bundle, 409 \`content.bundle_stale\` when the content changed since the preview (\`base_hash\`): preview again. Members' progress is never deleted. ${refusals}`,
        querystring: ZBundleApplyQuery,
        consumes: archiveTypes,
        body: ZArchiveBody,
        response: replies(ZBundleApplied),
      },
      bodyLimit: ContentBundleLimits.archiveBytes,
    },
    async (request) => {
      const actor = await editor(request);
      const bundle = readBundle(request.body);
      if (bundle.hash !== request.query.bundle_hash) throw new AppError(409, 'content.bundle_changed');
      const { archive_absent: archiveAbsent, base_hash: baseHash, note } = request.query;
      return ok(await applyBundleImport(app.db, bundle, { archiveAbsent, baseHash, actor, ...(note ? { note } : {}) }, media()));
    },
  );
};

function sendArchive(reply: FastifyReply, exported: TExportedBundle) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${exported.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(exported.archive.buffer, exported.archive.byteOffset, exported.archive.byteLength));
}
