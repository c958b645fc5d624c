import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZActivity, ZListedActivity, ZListedModuleSummary, ZListedResource, ZModule, ZResource, ZResourcesByCategory } from '@innerway/domain';
import { requireUser } from '../auth/guards.ts';
import { ok } from '../http/envelope.ts';
import { ZIdParams } from '../http/id-params.ts';
import { replies } from '../http/reply-schemas.ts';
import { contentReaderFor } from './content-preview.ts';
import { getExercise } from './get-exercise.ts';
import { getModule } from './get-module.ts';
import { getResource } from './get-resource.ts';
import { listExercises } from './list-exercises.ts';
import { listModules } from './list-modules.ts';
import { listFeaturedResources, listResourcesByCategory } from './list-resources.ts';

const ZModuleQuery = z.object({
  fullDetail: z.enum(['0', '1'], { error: 'fullDetail: must be 0 or 1' }).default('0'),
});
const ZExercisesQuery = z.object({
  featured: z.enum(['true', 'false'], { error: 'featured: must be true or false' }).optional(),
});
const ZExtraContentsQuery = z.object({
  groupby: z.enum(['category', 'featured'], { error: 'groupby: must be category or featured' }),
});

/**
 * The program: topics, activities and resources, as the signed-in user may see them, with their
 * progress. Locked items are listed in their locked shape (`locked: true`, only what the tile
 * draws: the screens draw the locks); opening one is a 403. Staff with the content area may ask
 * for the draft program instead (the `x-innerway-preview` header, content-preview.ts).
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers get 401 before their input is judged (the handlers ask again, for the type).
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/modules',
    {
      schema: {
        tags: ['content'],
        summary: 'Every visible topic with the caller’s progress counts',
        description:
          "By `sort_order`. The caller's counts (`done_steps` at 100 %, `done_exercises` over 90 %), `user_assessment_completed`, `user_percent_complete`, and every raster banner size with its width. Locked topics are listed too, as their locked card (`locked: true`, no `body`).",
        response: replies(z.array(ZListedModuleSummary)),
      },
    },
    async (request) => {
      const reader = await contentReaderFor(app, request, requireUser(request));
      return ok(await listModules(reader.ctx, reader.user));
    },
  );

  app.get(
    '/modules/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One topic with segments, steps and activities; fullDetail=1 adds resources and nextModule',
        description:
          'Segments by `segment_number`, steps and activities by `sort_order`, per-segment counts. `fullDetail=1` adds `segment.resources`, `module.resources` and `nextModule` (null after the last topic); `fullDetail=0` has empty resources and no `nextModule` key. Steps, activities, resources and `nextModule` locked for the caller come in their locked shape (`locked: true`). 404 unknown or not visible; 403 `content.full_access_required` for a trial user on a non-trial topic.',
        params: ZIdParams,
        querystring: ZModuleQuery,
        response: replies(ZModule),
      },
    },
    async (request) => {
      const reader = await contentReaderFor(app, request, requireUser(request));
      return ok(await getModule(reader.ctx, reader.user, request.params.id, request.query.fullDetail === '1'));
    },
  );

  app.get(
    '/exercises',
    {
      schema: {
        tags: ['content'],
        summary: 'Every visible activity with the caller’s progress; featured=true for the dashboard’s',
        description:
          'In program order; locked ones are listed in their locked shape (`locked: true`: no body, audio or transcript), the screens draw the locks.',
        querystring: ZExercisesQuery,
        response: replies(z.array(ZListedActivity)),
      },
    },
    async (request) => {
      const reader = await contentReaderFor(app, request, requireUser(request));
      return ok(await listExercises(reader.ctx, reader.user, { featured: request.query.featured === 'true' }));
    },
  );

  app.get(
    '/exercises/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One activity with the caller’s progress',
        description:
          "403 `content.full_access_required` for a trial user on non-trial content (the activity's own flag counts, so trial activities of full-access topics open); 404.",
        params: ZIdParams,
        response: replies(ZActivity),
      },
    },
    async (request) => {
      const reader = await contentReaderFor(app, request, requireUser(request));
      return ok(await getExercise(reader.ctx, reader.user, request.params.id));
    },
  );

  app.get(
    '/extra_contents',
    {
      schema: {
        tags: ['content'],
        summary: 'Resources keyed by category (the shelf), or the featured list (tutorial first)',
        description:
          '`groupby=category`: keyed by category number, empty categories and the tutorial (100) left out. `groupby=featured`: the tutorial (id 0) first. Resources locked for the caller come in their locked shape (`locked: true`: no body, link, file or captions); the tutorial never is.',
        querystring: ZExtraContentsQuery,
        response: replies(z.union([ZResourcesByCategory, z.array(ZListedResource)])),
      },
    },
    async (request) => {
      const reader = await contentReaderFor(app, request, requireUser(request));
      return ok(
        request.query.groupby === 'category'
          ? await listResourcesByCategory(reader.ctx, reader.user)
          : await listFeaturedResources(reader.ctx, reader.user),
      );
    },
  );

  app.get(
    '/extra_contents/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One resource (0 is the tutorial)',
        description:
          'Id 0 is the tutorial, always openable; 403 for a trial user on non-trial content; 404.',
        params: ZIdParams,
        response: replies(ZResource),
      },
    },
    async (request) => {
      const reader = await contentReaderFor(app, request, requireUser(request));
      return ok(await getResource(reader.ctx, reader.user, request.params.id));
    },
  );
};
