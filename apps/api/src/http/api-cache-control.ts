import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An `onRequest` hook for every route: an API reply is one person's (their account, their
 * progress, the program cut to their access: a trial user's locked items in their locked shape)
 * under a URL everyone shares, so no cache, shared or the browser's, may keep one and hand it to
 * someone else. A route whose replies may be kept (media) sets its own header over this default.
 */
export async function keepApiRepliesUncached(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.url.startsWith('/api/')) reply.header('cache-control', 'private, no-store');
}
