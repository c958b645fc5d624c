import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { MediaStore } from '../media-store/media-store.ts';
import { notFound } from '../http/app-error.ts';

/**
 * Replies with a content-addressed medium from the store: whole (200), one byte range (206) so
 * players can seek, or 416 for a range outside it. Several ranges at once get the whole file, as
 * HTTP allows. The key names the bytes, so its ETag is the key and a browser never asks twice.
 */
export async function sendStoredMedia(request: FastifyRequest, reply: FastifyReply, store: MediaStore, key: string) {
  const info = await store.stat(key);
  if (!info) throw notFound();
  const etag = `"${key.slice(key.indexOf('/') + 1)}"`;
  reply.header('accept-ranges', 'bytes').header('etag', etag).header('content-type', info.contentType);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  const header = request.headers.range;
  const ranges = header ? parseRange(info.size, header, { combine: true }) : null;
  if (ranges === -1) {
    return reply.code(416).header('content-range', `bytes */${info.size}`).header('content-type', 'text/plain; charset=utf-8').send();
  }
  if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
    const { start, end } = ranges[0]!;
    const body = await store.read(key, { start, end });
    if (!body) throw notFound();
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${info.size}`)
      .header('content-length', end - start + 1)
      .send(body);
  }
  const body = await store.read(key);
  if (!body) throw notFound();
  return reply.header('content-length', info.size).send(body);
}
