import { z } from 'zod';
import { ZAgeSurveyCreate, ZAgeSurveyReply } from './age-survey.ts';
import {
  ZGiftCard,
  ZGiftCardRedeem,
  ZGiftCardsReply,
  ZGiftCardUpdate,
  ZInAppPurchase,
  ZPurchaseReply,
  ZRedeemReply,
} from './access.ts';
import { ZAnalyticsBatch, ZAnalyticsDaily, ZAnalyticsStored, ZAnalyticsStoredEvent } from './analytics.ts';
import { ZForgotPassword, ZLogin, ZRegister, ZResetPassword } from './auth.ts';
import {
  ZActivity,
  ZAssessmentViewCreate,
  ZExerciseProgress,
  ZExerciseProgressUpdate,
  ZListedActivity,
  ZListedModuleSummary,
  ZListedResource,
  ZModule,
  ZResource,
  ZResourcesByCategory,
  ZStepProgress,
  ZStepProgressUpdate,
  ZTranslations,
  ZUserAssessment,
  ZUserAssessmentCreate,
} from './content.ts';
import { ZDataExport, ZDataExportRequest } from './data-export.ts';
import { ZHealth, ZResendVerification } from './envelope.ts';
import { ZJournalEntry, ZJournalEntrySave } from './journal.ts';
import { ZMindfulWeek, ZPlaysCounted, ZPlaysReport } from './mindful-minutes.ts';
import { ZOutboxMail } from './outbox.ts';
import { ZReminderRun, ZReminderRunReply, ZReminderSettings, ZReminderSettingsUpdate, ZUnsubscribeLink } from './reminders.ts';
import { ZPeoplePage, ZPersonDetail } from './staff-people.ts';
import { ZStaffGiftCardsPage, ZStaffPurchaseRecord, ZStaffPurchasesPage } from './staff-purchases.ts';
import { ZAppStoreNotification, ZPlayNotificationPush, ZStoreNotificationReceipt } from './store-notifications.ts';
import { ZPartnerInstitutions, ZPartnerReport } from './staff-partner.ts';
import { ZStaffMe, ZStaffPeople, ZStaffRoleChange } from './staff.ts';
import { ZMediaUploadResult } from './staff-media.ts';
import { ZAuditEventsPage, ZStaffActionBody } from './staff-actions.ts';
import { ZSession, ZUser, ZUserUpdate } from './user.ts';
import {
  ZInstitutionCodeCreate,
  ZInstitutionCodeDeactivate,
  ZInstitutionManagerInvite,
  ZInstitutionManagerInviteReply,
  ZInstitutionSave,
  ZInstitutionUpdate,
  ZStaffInstitution,
  ZStaffInstitutionCode,
  ZStaffInstitutionDetail,
  ZStaffInstitutionMembers,
} from './staff-institutions.ts';
import { ZInsightRefreshed, ZStaffInsight } from './staff-insight.ts';
import {
  ZStudioCreate,
  ZStudioDraftDiscard,
  ZStudioDraftSave,
  ZStudioItem,
  ZStudioPublish,
  ZStudioPublished,
  ZStudioRestore,
  ZStudioRevisions,
  ZStudioTranslationGaps,
  ZStudioTree,
} from './studio.ts';
import { ZBundleApplied, ZBundleApply, ZBundleOverview, ZBundlePlan } from './content-bundles.ts';

interface TApiRouteSchemas {
  /** the request body, where the route takes one */
  body?: z.ZodType;
  /** the reply envelope's `data` */
  reply: z.ZodType;
}

/**
 * The API's JSON routes (under /api), by method and path: the request body and the reply's
 * `data`. The server declares these same schemas on its routes (api-routes.test.ts in the API
 * holds them to this table); the web client takes its types from it (`import type` only: zod
 * stays out of the first screen's code), so the path of a call decides its body and reply types.
 * A route whose reply depends on its query is listed once per query value the client sends.
 */
export const ApiRoutes = {
  'POST /auth/login': { body: ZLogin, reply: ZSession },
  'GET /auth/logout': { reply: z.null() },
  'POST /password/email': { body: ZForgotPassword, reply: z.null() },
  'POST /password/reset': { body: ZResetPassword, reply: ZSession },
  'GET /email/resend': { reply: ZResendVerification },
  'GET /email/verify/:verificationId': { reply: ZSession },
  'GET /users/me': { reply: ZUser.nullable() },
  'POST /users/register': { body: ZRegister, reply: ZSession },
  'PUT /users/:id': { body: ZUserUpdate, reply: ZUser },
  'DELETE /users/:id': { reply: z.null() },
  'GET /users/:id/reset_progress': { reply: z.null() },
  'GET /users/:id/gift_cards': { reply: ZGiftCardsReply },
  'PUT /users/:id/gift_cards/:giftCardId': { body: ZGiftCardUpdate, reply: ZGiftCard },
  'POST /users/:id/gift_cards/redeem': { body: ZGiftCardRedeem, reply: ZRedeemReply },
  'GET /users/:id/data_export': { reply: ZDataExport.nullable() },
  'POST /users/:id/data_export': { body: ZDataExportRequest, reply: ZDataExport },
  'POST /in_app_purchases': { body: ZInAppPurchase, reply: ZPurchaseReply },
  'POST /store_notifications/app_store': { body: ZAppStoreNotification, reply: ZStoreNotificationReceipt },
  'POST /store_notifications/play': { body: ZPlayNotificationPush, reply: ZStoreNotificationReceipt },
  'GET /staff/purchases': { reply: ZStaffPurchasesPage },
  'GET /staff/purchases/:id': { reply: ZStaffPurchaseRecord },
  'GET /staff/gift_cards': { reply: ZStaffGiftCardsPage },
  'GET /staff/gift_cards/:id': { reply: ZStaffPurchaseRecord },
  'GET /modules': { reply: z.array(ZListedModuleSummary) },
  'GET /modules/:id': { reply: ZModule },
  'GET /exercises': { reply: z.array(ZListedActivity) },
  'GET /exercises/:id': { reply: ZActivity },
  'GET /extra_contents?groupby=category': { reply: ZResourcesByCategory },
  'GET /extra_contents?groupby=featured': { reply: z.array(ZListedResource) },
  'GET /extra_contents/:id': { reply: ZResource },
  'GET /translations': { reply: ZTranslations },
  'PUT /steps/:id/progress': { body: ZStepProgressUpdate, reply: ZStepProgress },
  'PUT /exercises/:id/progress': { body: ZExerciseProgressUpdate, reply: ZExerciseProgress },
  'GET /user_assessments': { reply: z.array(ZUserAssessment) },
  'POST /user_assessments': { body: ZUserAssessmentCreate, reply: ZUserAssessment },
  'POST /user_assessments/views': { body: ZAssessmentViewCreate, reply: z.null() },
  'GET /journal_entries': { reply: z.array(ZJournalEntry) },
  'GET /exercises/:id/journal': { reply: ZJournalEntry.nullable() },
  'PUT /exercises/:id/journal': { body: ZJournalEntrySave, reply: ZJournalEntry },
  'DELETE /journal_entries/:id': { reply: z.null() },
  'POST /age_surveys': { body: ZAgeSurveyCreate, reply: ZAgeSurveyReply },
  'POST /mindful_minutes/plays': { body: ZPlaysReport, reply: ZPlaysCounted },
  'GET /mindful_minutes': { reply: ZMindfulWeek },
  'GET /health': { reply: ZHealth },
  'POST /analytics/events': { body: ZAnalyticsBatch, reply: ZAnalyticsStored },
  'GET /admin/analytics/daily': { reply: ZAnalyticsDaily },
  'GET /admin/analytics/events': { reply: z.array(ZAnalyticsStoredEvent) },
  'GET /staff/insight': { reply: ZStaffInsight },
  'POST /dev/insight/refresh': { reply: ZInsightRefreshed },
  'GET /users/:id/reminders': { reply: ZReminderSettings },
  'PUT /users/:id/reminders': { body: ZReminderSettingsUpdate, reply: ZReminderSettings },
  'GET /reminders/unsubscribe': { reply: ZUnsubscribeLink },
  'POST /reminders/unsubscribe': { reply: ZUnsubscribeLink },
  'GET /staff/partner/institutions': { reply: ZPartnerInstitutions },
  'GET /staff/institutions/:id/report': { reply: ZPartnerReport },
  'GET /dev/outbox': { reply: z.array(ZOutboxMail) },
  'POST /dev/reminders/run': { body: ZReminderRun, reply: ZReminderRunReply },
  'GET /staff/me': { reply: ZStaffMe },
  'GET /staff/roles': { reply: ZStaffPeople },
  'POST /staff/roles': { body: ZStaffRoleChange, reply: ZStaffPeople },
  'POST /staff/roles/revoke': { body: ZStaffRoleChange, reply: ZStaffPeople },
  'GET /staff/people': { reply: ZPeoplePage },
  'GET /staff/people/:id': { reply: ZPersonDetail },
  'POST /staff/people/:id/disable': { body: ZStaffActionBody, reply: z.null() },
  'POST /staff/people/:id/enable': { body: ZStaffActionBody, reply: z.null() },
  'POST /staff/people/:id/full_access': { body: ZStaffActionBody, reply: z.null() },
  'POST /staff/people/:id/full_access/take_back': { body: ZStaffActionBody, reply: z.null() },
  'POST /staff/people/:id/verification_mail': { body: ZStaffActionBody, reply: z.null() },
  'POST /staff/people/:id/password_reset_mail': { body: ZStaffActionBody, reply: z.null() },
  'POST /staff/people/:id/reset_progress': { body: ZStaffActionBody, reply: z.null() },
  'POST /staff/people/:id/end_sessions': { body: ZStaffActionBody, reply: z.null() },
  'POST /staff/people/:id/delete': { body: ZStaffActionBody, reply: z.null() },
  'GET /staff/audit_events': { reply: ZAuditEventsPage },
  'GET /staff/institutions': { reply: z.array(ZStaffInstitution) },
  'POST /staff/institutions': { body: ZInstitutionSave, reply: ZStaffInstitutionDetail },
  'GET /staff/institutions/:id': { reply: ZStaffInstitutionDetail },
  'PUT /staff/institutions/:id': { body: ZInstitutionUpdate, reply: ZStaffInstitutionDetail },
  'POST /staff/institutions/:id/codes': { body: ZInstitutionCodeCreate, reply: ZStaffInstitutionCode },
  'POST /staff/institutions/:id/codes/:codeId/deactivate': { body: ZInstitutionCodeDeactivate, reply: ZStaffInstitutionCode },
  'POST /staff/institutions/:id/codes/:codeId/reactivate': { body: ZStaffActionBody, reply: ZStaffInstitutionCode },
  'GET /staff/institutions/:id/members': { reply: ZStaffInstitutionMembers },
  'POST /staff/institutions/:id/managers': { body: ZInstitutionManagerInvite, reply: ZInstitutionManagerInviteReply },
  'POST /staff/institutions/:id/managers/:userId/remove': { body: ZStaffActionBody, reply: ZStaffInstitutionDetail },
  'POST /staff/institutions/:id/invites/:inviteId/cancel': { body: ZStaffActionBody, reply: ZStaffInstitutionDetail },
  'GET /staff/content/tree': { reply: ZStudioTree },
  'GET /staff/content/translations': { reply: ZStudioTranslationGaps },
  'POST /staff/content/items': { body: ZStudioCreate, reply: ZStudioItem },
  'POST /staff/content/publish': { body: ZStudioPublish, reply: ZStudioPublished },
  'GET /staff/content/:kind/:id': { reply: ZStudioItem },
  'PUT /staff/content/:kind/:id/drafts/:part': { body: ZStudioDraftSave, reply: ZStudioItem },
  'POST /staff/content/:kind/:id/drafts/:part/discard': { body: ZStudioDraftDiscard, reply: ZStudioItem },
  'GET /staff/content/:kind/:id/revisions': { reply: ZStudioRevisions },
  'POST /staff/content/:kind/:id/revisions/:number/restore': { body: ZStudioRestore, reply: ZStudioItem },
  // The tus PATCH that sends an upload's last bytes answers with the checked, stored file (the others 204).
  'PATCH /staff/media/uploads/:id': { reply: ZMediaUploadResult },
  // Bundles: the body of a preview and an apply is the zip itself (application/zip), not JSON.
  'GET /staff/content/bundles': { reply: ZBundleOverview },
  'POST /staff/content/bundles/preview': { reply: ZBundlePlan },
  'POST /staff/content/bundles/apply': { body: ZBundleApply, reply: ZBundleApplied },
} as const satisfies Record<string, TApiRouteSchemas>;

type TApiRoutes = typeof ApiRoutes;
export type TApiRouteKey = keyof TApiRoutes;
export type TApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Path parameters that are numbers (ids); any other parameter is a string. */
type TNumberParam = 'id' | 'giftCardId' | 'codeId' | 'number';

/** A route pattern's paths as a caller writes them: `/modules/:id` is `/modules/${number}`. */
type TConcretePath<P extends string> = P extends `${infer Head}:${infer Param}/${infer Tail}`
  ? `${Head}${Param extends TNumberParam ? number : string}/${TConcretePath<Tail>}`
  : P extends `${infer Head}:${infer Param}`
    ? `${Head}${Param extends TNumberParam ? number : string}`
    : P;

/** With a query of its own in the key, exactly that query; otherwise any query or none. */
type TCallPath<P extends string> = P extends `${string}?${string}` ? P : TConcretePath<P> | `${TConcretePath<P>}?${string}`;

type TKeyOf<M extends TApiMethod, K> = K extends `${M} ${infer P}` ? P : never;

/** Every path a client may call with method M. */
export type TApiPath<M extends TApiMethod> = { [K in TApiRouteKey]: TCallPath<TKeyOf<M, K>> }[TApiRouteKey];

/** The route a call with method M on path `Path` reaches (several only when the path is ambiguous). */
type TRouteOf<M extends TApiMethod, Path extends string> = {
  [K in TApiRouteKey]: Path extends TCallPath<TKeyOf<M, K>> ? K : never;
}[TApiRouteKey];

/** The reply's `data` of a call. */
export type TApiReply<M extends TApiMethod, Path extends string> = z.output<TApiRoutes[TRouteOf<M, Path>]['reply']>;

/** The request body of a call (as the caller sends it, before the server's defaults). */
export type TApiBody<M extends TApiMethod, Path extends string> =
  TApiRoutes[TRouteOf<M, Path>] extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;
