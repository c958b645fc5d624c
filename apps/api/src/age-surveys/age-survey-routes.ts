import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAgeSurveyCreate, ZAgeSurveyReply } from '@innerway/domain';
import { requireUser } from '../auth/guards.ts';
import { ok } from '../http/envelope.ts';
import { created } from '../http/reply-schemas.ts';
import { submitAgeSurvey } from './submit-age-survey.ts';

export const ageSurveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/age_surveys',
    {
      schema: {
        tags: ['users'],
        summary: "Answer the age survey (institution-linked users, once); sets age_survey_status to COMPLETED",
        description:
          "Signed in, not disabled; users linked to an institution only (403 `age_survey.not_linked`); answered once (409 `age_survey.already_answered`). `institution_code_id` is the user reply's: a named code must be an unlock code of the user's institution (422 `code.not_your_institution`); null or absent (apps built before the field) files the answer under the code the person joined with, if any. The answer and the status are written in one transaction.",
        body: ZAgeSurveyCreate,
        response: created(ZAgeSurveyReply),
      },
      // Who is asking comes before what they sent: signed out is 401 whatever the body.
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request, reply) => {
      const answered = await submitAgeSurvey(app, requireUser(request), request.body);
      return reply.status(201).send(ok(answered));
    },
  );
};
