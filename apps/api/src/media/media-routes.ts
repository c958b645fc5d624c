import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { isMediaKey, ZErrorEnvelope } from '@innerway/domain';
import { notFound } from '../http/app-error.ts';
import { fileReply } from '../http/reply-schemas.ts';
import { isContentAddressedKey } from '../media-store/content-addressed-key.ts';
import { assertMayFetchMedia, mediaCaller } from './authorize-media.ts';
import { isPublicMediaKey } from './media-key.ts';
import { sendStoredMedia } from './send-stored-media.ts';

/**
 * Meditation audio, downloads, videos and captions, with range requests so that players can seek:
 * the studio's uploads (content-addressed keys) from the media store, cached for good since their
 * bytes never change, and the demo program's files from MEDIA_DIR. Banners are public; everything
 * else needs a signed-in user (the session, or the native apps' `?media_token=`), and a trial user
 * only gets what trial content uses. A missing file falls through to the 404 envelope.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/content_media/*',
    {
      schema: {
        tags: ['content'],
        summary: 'A media file by key (supports Range); banners/ public, the rest signed in',
        description:
          '`banners/` are public (`public, max-age=86400`). Content-addressed keys (`<folder>/<sha256>.<ext>`, the studio\'s uploads) are cached a year, `immutable`, and answer 416 for a range outside the file. Everything else needs the session or else the media token (401 when neither, or ended; 403 disabled), cached `private`. `Cross-Origin-Resource-Policy: cross-origin`. A trial user gets 403 `content.full_access_required` for a key used only by locked content.',
        params: z.object({ '*': z.string() }),
        querystring: z.object({ media_token: z.string().optional() }),
        response: {
          200: fileReply('The file'),
          206: fileReply('The range asked for'),
          304: fileReply('Not modified: the ETag asked about is this file (content-addressed keys)'),
          '4xx': ZErrorEnvelope,
          '5xx': ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // Media files only, by folder and kind: never the manifest or anything else in MEDIA_DIR.
      if (!isMediaKey(key)) throw notFound();
      // Helmet's same-origin default would stop the apps' <img>, <audio> and <video> elements
      // (origin capacitor://localhost or https://localhost) from loading media. Loads from other
      // sites carry no session (the cookie is SameSite=Lax), so they get banners and 401s only.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      const stored = isContentAddressedKey(key);
      const maxAge = stored ? 'max-age=31536000, immutable' : 'max-age=86400';
      if (isPublicMediaKey(key)) {
        reply.header('cache-control', `public, ${maxAge}`);
      } else {
        const { media_token: mediaToken } = request.query as { media_token?: string };
        await assertMayFetchMedia(app, await mediaCaller(request, mediaToken), key);
        // Per-person content: browsers may keep it, shared caches (proxies, CDNs) must not.
        reply.header('cache-control', `private, ${maxAge}`);
      }
      if (stored) return sendStoredMedia(request, reply, app.mediaStore, key);
      return reply.sendFile(key, app.config.mediaDir, { acceptRanges: true, cacheControl: false, dotfiles: 'deny' });
    },
  );
};
