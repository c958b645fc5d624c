import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Languages, ZTranslations } from '@innerway/domain';
import { requireUser } from '../auth/guards.ts';
import { contentReaderFor } from '../content/content-preview.ts';
import { ok } from '../http/envelope.ts';
import { replies } from '../http/reply-schemas.ts';
import { getTranslations } from './get-translations.ts';

const ZTranslationsQuery = z.object({
  language: z.enum(Languages, { error: `language: must be one of ${Languages.join(', ')}` }),
});

export const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/translations',
    {
      schema: {
        tags: ['content'],
        summary: 'Content texts in one language, keyed by language, content type, id and field',
        description:
          "`en` is `{}`: English is in the content replies, which the server never localises. Drafts' texts only for admins. Of an item locked for the caller, only the fields its locked shape has (its title; a topic's subtitle too). Staff with the content area sending `x-innerway-preview: trial|full` get the drafts' texts as such a member would; the header is ignored for anyone else.",
        querystring: ZTranslationsQuery,
        response: replies(ZTranslations),
      },
    },
    async (request) => {
      const reader = await contentReaderFor(app, request, requireUser(request));
      return ok(await getTranslations(reader.ctx, reader.user, request.query.language));
    },
  );
};
