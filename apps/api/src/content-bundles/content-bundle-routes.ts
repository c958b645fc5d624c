import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ContentBundleLimits,
  StaffArea,
  ZBundleApplied,
  ZBundleApply,
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
import { BUNDLE_UPLOAD_EXPIRY_MS, BUNDLE_UPLOADS_MAX_BYTES, openBundleUpload, removeBundleUpload, storeBundleUpload } from './bundle-uploads.ts';
import { readBundleStream } from './read-bundle.ts';
import { readBundleOverview } from './read-bundle-overview.ts';

const editors = 'The content area: editors and admins (401 signed out, 403 disabled or without it).';
const archiveTypes = ['application/zip', 'application/octet-stream'];
/** The uploaded archive: the body parser below hands over its stream, which the preview stores as it arrives. */
const ZArchiveBody = z.custom<Readable>((value) => value instanceof Readable).meta({ type: 'string', format: 'binary' });
const refusals = `400 \`content.bundle_unreadable\` (not a zip with a manifest.json) or \`content.bundle_unsafe_path\` (an entry other than manifest.json and media/<sha256>); 413 \`content.bundle_too_large\` (archive ${ContentBundleLimits.archiveBytes} bytes, item counts); 422 \`content.bundle_version\` (another format version, named), \`content.bundle_invalid\` (a field, with its path), \`content.bundle_media_missing\`, \`content.bundle_media_corrupt\`, \`content.bundle_media_refused\` (a file that fails the upload check of its kind, named with the check's code), \`content.bundle_unknown_parent\`; 507 \`content.bundle_uploads_full\` (the kept previews hold ${BUNDLE_UPLOADS_MAX_BYTES} bytes together).`;

/** Content bundles: export the program or one topic, preview an import, apply the previewed import. */
export const contentBundleRoutes: FastifyPluginAsyncZod = async (app) => {
  const editor = async (request: FastifyRequest) => (await requireStaffArea(request, StaffArea.Content)).user;
  // Who is asking comes before the body: nobody else makes the server read an archive.
  app.addHook('onRequest', async (request) => {
    await editor(request);
  });
  // The archive is not read into memory: the preview writes it to a file as it arrives (bundle-uploads.ts).
  app.addContentTypeParser(archiveTypes, (_request, payload, done) => done(null, payload));
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
        description: `${editors} Per item: create, update (which fields, which languages), unchanged, or (a whole-program bundle with \`archive_absent=true\`) archive; nothing is ever deleted. The bundle is kept for apply, which names its \`upload_id\` with the reply's \`base_hash\` and \`bundle_hash\` (no second upload); the editor's earlier kept previews are removed. Every media file it carries is checked by its content as an upload of its kind is, and durations are read from the files. ${refusals}`,
        querystring: ZBundlePreviewQuery,
        consumes: archiveTypes,
        body: ZArchiveBody,
        response: replies(ZBundlePlan),
      },
      bodyLimit: ContentBundleLimits.archiveBytes,
    },
    async (request) => {
      const actor = await editor(request);
      const uploadId = await storeBundleUpload(app.config.dataDir, actor.id, request.body);
      try {
        const bundle = await readBundleStream(await openBundleUpload(app.config.dataDir, actor.id, uploadId));
        const { prepared: _prepared, ...plan } = await planBundleImport(app.db, bundle, { archiveAbsent: request.query.archive_absent }, media());
        return ok({ ...plan, upload_id: uploadId });
      } catch (error) {
        // A bundle that cannot be imported is not kept.
        await removeBundleUpload(app.config.dataDir, actor.id, uploadId);
        throw error;
      }
    },
  );

  app.post(
    '/staff/content/bundles/apply',
    {
      schema: {
        tags: ['studio'],
        summary: 'Import the previewed bundle (named by its `upload_id`), in one transaction; audited',
        description: `${editors} The bundle is the one the preview stored (its uploader's, for ${BUNDLE_UPLOAD_EXPIRY_MS / 3_600_000} hours): 404 \`content.bundle_upload_unknown\` once it has expired or been applied, or for another's. 409 \`content.bundle_changed\` when \`bundle_hash\` is not the stored bundle's, 409 \`content.bundle_stale\` when the content changed since the preview (\`base_hash\`): preview again. Members' progress is never deleted.`,
        body: ZBundleApply,
        response: replies(ZBundleApplied),
      },
    },
    async (request) => {
      const actor = await editor(request);
      const { upload_id: uploadId, archive_absent: archiveAbsent, base_hash: baseHash, bundle_hash: bundleHash, note } = request.body;
      const bundle = await readBundleStream(await openBundleUpload(app.config.dataDir, actor.id, uploadId));
      if (bundle.hash !== bundleHash) throw new AppError(409, 'content.bundle_changed');
      const applied = await applyBundleImport(app.db, bundle, { archiveAbsent, baseHash, actor, ...(note ? { note } : {}) }, media());
      await removeBundleUpload(app.config.dataDir, actor.id, uploadId);
      return ok(applied);
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
