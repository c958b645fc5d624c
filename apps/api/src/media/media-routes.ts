import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/app-error.ts';
import { isSafeMediaKey } from './media-key.ts';

/**
 * Meditation audio, downloads and demo videos from MEDIA_DIR, with range requests so that
 * players can seek. A missing file falls through to the 404 envelope.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/content_media/*',
    {
      schema: {
        tags: ['content'],
        summary: 'A media file by key (supports Range)',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isSafeMediaKey(key)) throw notFound();
      reply.header('cache-control', 'public, max-age=86400');
      return reply.sendFile(key, app.config.mediaDir, { acceptRanges: true, cacheControl: false, dotfiles: 'deny' });
    },
  );
};
