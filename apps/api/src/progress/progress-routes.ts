import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZExerciseProgress, ZExerciseProgressUpdate, ZStepProgress, ZStepProgressUpdate } from '@innerway/domain';
import { requireUser } from '../auth/guards.ts';
import { ok } from '../http/envelope.ts';
import { ZIdParams } from '../http/id-params.ts';
import { replies } from '../http/reply-schemas.ts';
import { saveExerciseProgress } from './save-exercise-progress.ts';
import { saveStepProgress } from './save-step-progress.ts';

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.put(
    '/steps/:id/progress',
    {
      schema: {
        tags: ['progress'],
        summary: 'Save how far a video was watched (never lowers the stored percent)',
        description:
          'Replies with what is stored. Trial users 403 `content.full_access_required`, nothing stored; 404 unknown or not visible. The percent is max(stored, sent); the position follows only a save at or above the stored percent.',
        params: ZIdParams,
        body: ZStepProgressUpdate,
        response: replies(ZStepProgress),
      },
    },
    async (request) => ok(await saveStepProgress(app, requireUser(request), request.params.id, request.body)),
  );

  app.put(
    '/exercises/:id/progress',
    {
      schema: {
        tags: ['progress'],
        summary: "Save an activity's progress, 100 when complete (never lowers the stored percent)",
        description:
          'As for steps: trial users 403, 404 unknown or not visible, the stored percent never lowers.',
        params: ZIdParams,
        body: ZExerciseProgressUpdate,
        response: replies(ZExerciseProgress),
      },
    },
    async (request) => ok(await saveExerciseProgress(app, requireUser(request), request.params.id, request.body)),
  );
};
