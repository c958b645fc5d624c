import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAssessmentViewCreate, ZUserAssessment, ZUserAssessmentCreate } from '@innerway/domain';
import { requireUser } from '../auth/guards.ts';
import { ok } from '../http/envelope.ts';
import { created } from '../http/reply-schemas.ts';
import { recordAssessmentView } from './record-assessment-view.ts';
import { submitAssessment } from './submit-assessment.ts';

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.post(
    '/user_assessments',
    {
      schema: {
        tags: ['assessments'],
        summary: "Submit a topic's self-assessment (once every video and activity is complete)",
        description:
          'Trial 403; topic not visible 404; 422 `content.assessment_gate` until every visible step and activity of the topic is done. Every submission is kept.',
        body: ZUserAssessmentCreate,
        response: created(ZUserAssessment),
      },
    },
    async (request, reply) => {
      const saved = await submitAssessment(app, requireUser(request), request.body);
      return reply.status(201).send(ok(saved));
    },
  );

  app.post(
    '/user_assessments/views',
    {
      schema: {
        tags: ['assessments'],
        summary: "Record that a topic's assessment was opened",
        description:
          'Trial 403; 404.',
        body: ZAssessmentViewCreate,
        response: created(z.null()),
      },
    },
    async (request, reply) => {
      await recordAssessmentView(app, requireUser(request), request.body.module_id);
      return reply.status(201).send(ok(null));
    },
  );
};
