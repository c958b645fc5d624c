import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type pg from 'pg';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import './app-context.ts';
import type { TConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { createMailer } from './mail/mailer.ts';
import { createMediaStore } from './media-store/create-media-store.ts';
import { tooManyRequests } from './http/app-error.ts';
import { handleError } from './http/error-handler.ts';
import { corsOptions } from './http/cors-options.ts';
import { keepApiRepliesUncached } from './http/api-cache-control.ts';
import { answerFrameworkError } from './http/framework-errors.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { registerOpenApi } from './http/openapi.ts';
import { replySerializerCompiler } from './http/reply-serializer.ts';
import { createPgRateLimitStore } from './http/rate-limit-store.ts';
import { securityHeaders } from './http/security-headers.ts';
import { zodValidatorCompiler } from './http/zod-validator.ts';
import sessionPlugin from './auth/session-plugin.ts';
import { acknowledgePlayPurchaseTask } from './access/acknowledge-play-purchase.ts';
import { accessRoutes } from './access/access-routes.ts';
import { createPlayClient } from './access/play-client.ts';
import { ageSurveyRoutes } from './age-surveys/age-survey-routes.ts';
import { wellKnownRoutes } from './app-links/well-known-routes.ts';
import { analyticsRoutes } from './analytics/analytics-routes.ts';
import { readGa4MeasurementId } from './analytics/ga4-config.ts';
import { benchHelloRoute } from './bench/hello-route.ts';
import { accountRoutes } from './account-routes.ts';
import { assessmentRoutes } from './assessments/assessment-routes.ts';
import contentStorePlugin from './content/content-store-plugin.ts';
import { contentRoutes } from './content/content-routes.ts';
import { dataExportRoutes } from './data-export/data-export-routes.ts';
import { prepareDataExportTask } from './data-export/prepare-data-export.ts';
import { removeDataExportTask } from './data-export/remove-data-export.ts';
import { healthRoutes } from './health/health-routes.ts';
import { journalRoutes } from './journal/journal-routes.ts';
import jobWorkerPlugin from './jobs/job-worker-plugin.ts';
import { outboxRoutes } from './dev/outbox-routes.ts';
import { passwordResetTask } from './password/send-password-reset.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { minutesRoutes } from './minutes/minutes-routes.ts';
import { progressRoutes } from './progress/progress-routes.ts';
import { reminderDevRoutes } from './reminders/reminder-dev-routes.ts';
import { reminderRoutes } from './reminders/reminder-routes.ts';
import { reminderCronItem, sendDueRemindersTask } from './reminders/send-due-reminders.ts';
import { partnerRollupCronItem, refreshPartnerRollupTask } from './staff-partner/refresh-partner-rollup.ts';
import { staffPartnerRoutes } from './staff-partner/staff-partner-routes.ts';
import { translationsRoutes } from './translations/translations-routes.ts';
import { staffPurchaseRoutes } from './staff-purchases/staff-purchase-routes.ts';
import { storeNotificationRoutes } from './store-notifications/store-notification-routes.ts';
import { staffRoutes } from './staff/staff-routes.ts';
import { staffPeopleRoutes } from './staff-people/staff-people-routes.ts';
import { staffActionRoutes } from './staff-actions/staff-action-routes.ts';
import { staffInstitutionRoutes } from './staff-institutions/staff-institution-routes.ts';
import { staffContentRoutes } from './staff-content/staff-content-routes.ts';
import { contentBundleRoutes } from './content-bundles/content-bundle-routes.ts';
import { serveWebApp } from './web/serve-web-app.ts';
import { insightCronItem, refreshInsightTask } from './staff-insight/refresh-insight.ts';
import { insightDevRoutes } from './staff-insight/insight-dev-routes.ts';
import { insightRoutes } from './staff-insight/insight-routes.ts';
import { cleanMediaUploadsTask, mediaUploadsCronItem } from './staff-media/clean-media-uploads.ts';
import { createMediaUploads } from './staff-media/media-uploads.ts';
import { staffMediaRoutes } from './staff-media/staff-media-routes.ts';

export interface BuildAppOptions {
  config: TConfig;
  db: Db;
  pool: pg.Pool;
  /**
   * Runs the job worker (mail delivery) in this app, on this pool of its own. Left out, the app
   * queues jobs for the instances that run one.
   */
  jobPool?: pg.Pool;
  logger?: boolean | object;
}

/** Bodies are small JSON forms; anything larger is a mistake or an attack. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  // Optional Google Analytics 4 forwarding: widens the CSP and tells the page, only when set.
  const ga4MeasurementId = readGa4MeasurementId();
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For only from the proxies TRUST_PROXY names: believed from anyone else, it would
    // let a caller choose its own address, and so its own per-address throttles (decision 016).
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request as FastifyRequest, reply as FastifyReply),
  });

  app.decorate('config', config);
  app.decorate('db', opts.db);
  app.decorate('pool', opts.pool);
  app.decorate('mailer', createMailer(config.mailDelivery));
  app.decorate('mediaStore', createMediaStore(config.mediaStorage));

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  app.setErrorHandler(handleError);
  registerJsonBodyParser(app);

  // Outside services and cross-cutting plugins first, then the routes (fastify/demo's order).
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, securityHeaders(config, { ga4MeasurementId }));
  app.addHook('onRequest', keepApiRepliesUncached);
  // After helmet, so a preflight (answered in this hook, before the session is read) carries
  // the security headers too.
  await app.register(fastifyCors, corsOptions);
  await app.register(fastifyRateLimit, {
    global: false,
    store: createPgRateLimitStore(opts.pool),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  });
  // Only the reply.sendFile decorator, for media; the web build is served by serveWebApp.
  await app.register(fastifyStatic, { root: config.mediaDir, serve: false });
  await registerOpenApi(app, { serve: config.apiDocs });

  // One Google Play client, and so one cached access token, for purchase checks and acknowledgements.
  const play = config.play ? createPlayClient(config.play) : null;
  const mediaUploads = createMediaUploads({ dataDir: config.dataDir, mediaStore: app.mediaStore, db: app.db });
  if (opts.jobPool) {
    const tasks = (db: Db) => ({
      send_password_reset: passwordResetTask({ db, mailer: app.mailer, config }),
      acknowledge_play_purchase: acknowledgePlayPurchaseTask({ db, play, log: app.log }),
      prepare_data_export: prepareDataExportTask({ db, config, mailer: app.mailer, log: app.log }),
      remove_data_export: removeDataExportTask({ db, config }),
      send_due_reminders: sendDueRemindersTask({ db, mailer: app.mailer, config }),
      refresh_partner_rollup: refreshPartnerRollupTask(db),
      refresh_insight: refreshInsightTask(db),
      clean_media_uploads: cleanMediaUploadsTask(mediaUploads),
    });
    await app.register(jobWorkerPlugin, {
      pool: opts.jobPool,
      tasks,
      cron: [reminderCronItem, partnerRollupCronItem, insightCronItem, mediaUploadsCronItem],
    });
  }
  await app.register(sessionPlugin);
  await app.register(contentStorePlugin);
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(accessRoutes, { prefix: '/api', play });
  await app.register(storeNotificationRoutes, { prefix: '/api' });
  await app.register(staffPurchaseRoutes, { prefix: '/api' });
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(translationsRoutes, { prefix: '/api' });
  await app.register(progressRoutes, { prefix: '/api' });
  await app.register(minutesRoutes, { prefix: '/api' });
  await app.register(assessmentRoutes, { prefix: '/api' });
  await app.register(journalRoutes, { prefix: '/api' });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(ageSurveyRoutes, { prefix: '/api' });
  await app.register(analyticsRoutes, { prefix: '/api' });
  await app.register(staffInstitutionRoutes, { prefix: '/api' });
  await app.register(mediaRoutes, { prefix: '/api' });
  await app.register(dataExportRoutes, { prefix: '/api' });
  await app.register(reminderRoutes, { prefix: '/api' });
  await app.register(staffRoutes, { prefix: '/api' });
  await app.register(staffPeopleRoutes, { prefix: '/api' });
  await app.register(staffActionRoutes, { prefix: '/api' });
  await app.register(contentBundleRoutes, { prefix: '/api' });
  await app.register(staffPartnerRoutes, { prefix: '/api' });
  await app.register(insightRoutes, { prefix: '/api' });
  await app.register(staffContentRoutes, { prefix: '/api' });
  await app.register(staffMediaRoutes, { prefix: '/api', uploads: mediaUploads });
  if (config.appEnv === 'local') {
    await app.register(outboxRoutes, { prefix: '/api' });
    await app.register(reminderDevRoutes, { prefix: '/api' });
    await app.register(insightDevRoutes, { prefix: '/api' });
  }
  if (config.benchRoutes) {
    await app.register(benchHelloRoute, { prefix: '/api' });
  }

  await app.register(wellKnownRoutes);
  await serveWebApp(app, ga4MeasurementId ? { 'ga4-measurement-id': ga4MeasurementId } : {});
  return app;
}
