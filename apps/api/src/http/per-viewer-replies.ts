import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An `onRequest` hook for routes whose replies differ by who asks under the same URL (a trial
 * user's carry locked items in their locked shape, a full user's whole): no cache, shared or the
 * browser's, may keep one and hand it to someone else.
 */
export async function perViewerReplies(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'private, no-store');
}
