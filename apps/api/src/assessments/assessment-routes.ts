import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAssessmentViewCreate, ZUserAssessment, ZUserAssessmentCreate } from '@innerway/domain';
import { requireUser } from '../auth/guards.ts';
import { ok } from '../http/envelope.ts';
import { created, replies } from '../http/reply-schemas.ts';
import { listCheckIns } from './list-check-ins.ts';
import { recordAssessmentView } from './record-assessment-view.ts';
import { submitAssessment } from './submit-assessment.ts';

export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/user_assessments',
    {
      schema: {
        tags: ['assessments'],
        summary: "The signed-in member's own check-ins: every self-assessment they submitted, with its answers and date",
        description:
          'By topic, oldest first. Only ever the caller\'s own (the written answers are theirs alone); trial members get theirs too.',
        response: replies(z.array(ZUserAssessment)),
      },
    },
    async (request) => ok(await listCheckIns(app.db, requireUser(request).id)),
  );

  app.post(
    '/user_assessments',
    {
      schema: {
        tags: ['assessments'],
        summary: "Submit a topic's self-assessment (once every video and activity is complete)",
        description:
          'Trial 403; topic not visible 404; 422 `content.assessment_gate` until every visible step and activity of the topic is done. ' +
          'Every submission (check-in) is kept; the first is the topic\'s "assessment completed". Another on the same topic is 409 ' +
          '`content.check_in_too_soon` less than 30 days after the previous one.',
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
