import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MediaUploadsPath, StaffArea, ZErrorEnvelope, ZMediaUploadResult } from '@innerway/domain';
import { notFound } from '../http/app-error.ts';
import { replies } from '../http/reply-schemas.ts';
import { requireStaffArea } from '../staff/staff-access.ts';
import { ownerOf, uploader, type MediaUploads } from './media-uploads.ts';

// The upload server names uploads with 16 random bytes in hex; nothing else is looked up.
const ZUploadParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });

const tusHeaders = 'Tus-Resumable: 1.0.0 on every request.';
/** A tus reply: its headers say everything, its body is empty. */
const noBody = (description: string) => z.string().max(0).meta({ description });

/**
 * The studio's resumable uploads (the tus protocol, 1.0.0, with its creation and termination
 * extensions) for the content area: the routes authorise each request, then hand it to the
 * upload server (media-uploads.ts). An upload is its creator's: anyone else's HEAD, PATCH or
 * DELETE of it is 404, as for an upload that does not exist.
 */
export const staffMediaRoutes: FastifyPluginAsync<{ uploads: MediaUploads }> = async (app, { uploads }) => {
  // The bytes of a PATCH are read by the upload server from the request itself, unparsed and
  // unbounded by the JSON body limit (the upload's declared length bounds them).
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  async function handOver(request: FastifyRequest, reply: FastifyReply, userId: number) {
    // The headers the app's hooks set (security, caching) go out with the upload server's reply.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    const { server } = await uploads.open();
    await uploader.run({ userId }, () => server.handle(request.raw, reply.raw));
  }

  async function ownUpload(request: FastifyRequest, reply: FastifyReply) {
    const { user } = await requireStaffArea(request, StaffArea.Content);
    const { id } = request.params as z.infer<typeof ZUploadParams>;
    const { datastore } = await uploads.open();
    const upload = await datastore.getUpload(id).catch(() => null);
    if (!upload || ownerOf(upload) !== user.id) throw notFound();
    await handOver(request, reply, user.id);
  }

  app.post(
    MediaUploadsPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Begin a resumable upload (tus creation)',
        description: `Content area (editors, admins). ${tusHeaders} \`Upload-Length\` (bytes) and \`Upload-Metadata\` with \`kind\` (video, audio, captions, transcript, image, file) and optionally \`filename\`. 201 with \`Location\` (the upload's address). 400 \`media.kind_unknown\`, 411 \`media.length_required\`, 413 \`media.too_large\` over the kind's limit (domain MediaUploadLimits), 422 \`media.empty\`.`,
        response: { 201: noBody('Created: the Location header is the upload'), '4xx': ZErrorEnvelope, '5xx': ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { user } = await requireStaffArea(request, StaffArea.Content);
      await handOver(request, reply, user.id);
    },
  );

  app.head(
    `${MediaUploadsPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'How much of an upload the server has (tus)',
        description: `The upload's creator only (404 otherwise, and for an upload finished, refused, cancelled or expired). ${tusHeaders} \`Upload-Offset\` is where to resume.`,
        params: ZUploadParams,
        response: { 200: noBody('Upload-Offset and Upload-Length'), '4xx': ZErrorEnvelope, '5xx': ZErrorEnvelope },
      },
    },
    ownUpload,
  );

  app.patch(
    `${MediaUploadsPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Send the next bytes of an upload (tus)',
        description: `The upload's creator only (404 otherwise). ${tusHeaders} \`Content-Type: application/offset+octet-stream\`, \`Upload-Offset\` (the server's, 409 otherwise). 204 with the new \`Upload-Offset\` while bytes are missing. With the last bytes the file is checked by its content and stored: 200 with its key (and durations read from the media, a picture's banner sizes), or 422 with the problem (\`media.not_video\`, \`media.video_codec\`, \`media.not_audio\`, \`media.corrupt\`, \`media.captions_invalid\`, \`media.transcript_invalid\`, \`media.not_image\`, \`media.image_too_small\`, \`media.not_pdf\`, \`media.empty\`); either way the upload is then gone.`,
        params: ZUploadParams,
        response: { ...replies(ZMediaUploadResult), 204: noBody('Received; more to come') },
      },
    },
    ownUpload,
  );

  app.delete(
    `${MediaUploadsPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Cancel an upload (tus termination)',
        description: `The upload's creator only (404 otherwise). ${tusHeaders} 204: what was received is removed.`,
        params: ZUploadParams,
        response: { 204: noBody('Removed'), '4xx': ZErrorEnvelope, '5xx': ZErrorEnvelope },
      },
    },
    ownUpload,
  );
};
