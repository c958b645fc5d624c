import { z } from 'zod';
import { Languages } from '../enums/index.ts';
import { issueMessage } from '../error-codes.ts';
import { accessSources, peopleAccesses, PeopleSearchLimits } from '../staff-people.ts';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const positiveInt = z.string().regex(/^[1-9]\d{0,8}$/).transform(Number);

/**
 * GET /staff/people: a search (`q`, an e-mail or a name, typos allowed), filters, and the
 * cursor of the page before (`next_cursor` of its reply). Without `q`, the newest members first.
 */
export const ZPeopleQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .max(PeopleSearchLimits.queryMax, { error: issueMessage('people.query_too_long') })
    .refine((value) => value === '' || value.length >= PeopleSearchLimits.queryMin, { error: issueMessage('people.query_too_short') })
    .optional(),
  access: z.enum(peopleAccesses).optional(),
  source: z.enum(accessSources).optional(),
  admin: flag.optional(),
  disabled: flag.optional(),
  unverified: flag.optional(),
  institution_id: positiveInt.optional(),
  cursor: z.string().max(200).optional(),
  limit: positiveInt.pipe(z.number().max(PeopleSearchLimits.pageSizeMax)).optional(),
});
export type TPeopleQuery = z.input<typeof ZPeopleQuery>;

const ZInstitutionRef = z.object({ id: z.number().int(), name: z.string() });

/** A member as the search lists them. */
export const ZPersonListed = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    is_email_verified: z.boolean(),
    is_admin: z.boolean(),
    is_disabled: z.boolean(),
    is_trial_mode: z.boolean(),
    /** Where full access came from; null for trial members and for full access with no grant recorded. */
    access_source: z.enum(accessSources).nullable(),
    institution: ZInstitutionRef.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'PersonListed' });
export type TPersonListed = z.infer<typeof ZPersonListed>;

export const ZPeoplePage = z.object({
  people: z.array(ZPersonListed),
  /** The next page's `cursor`; null on the last page. */
  next_cursor: z.string().nullable(),
  /** The search matched more members than it ranks (PeopleSearchLimits.candidateCap): a longer search narrows it. */
  capped: z.boolean(),
});
export type TPeoplePage = z.infer<typeof ZPeoplePage>;

/** One recorded change of a member's access or gift cards (access_events), oldest first. */
export const ZPersonAccessEvent = z.object({
  id: z.number().int(),
  /** access_events.kind: institution_code_redeemed, full_access_purchased, gift_card_redeemed, full_access_granted, ... */
  kind: z.string(),
  at: z.string(),
  /** Who did it: the member, someone else (staff, whose address is given), or no person (a store's notice, or an account since deleted). */
  actor: z.enum(['member', 'staff', 'none']),
  actor_email: z.string().nullable(),
  institution: ZInstitutionRef.nullable(),
  /** The purchase's store (app_store, play, sandbox) when a purchase is involved. */
  store: z.string().nullable(),
  /** How a code was entered (registration, prompt, recipient). */
  via: z.string().nullable(),
});
export type TPersonAccessEvent = z.infer<typeof ZPersonAccessEvent>;

/** A signed-in device: what it said it was, never its token. */
export const ZPersonSession = z.object({
  user_agent: z.string().nullable(),
  /** `app` for the native apps' sessions (they carry a media token), `web` otherwise. */
  client: z.enum(['web', 'app']),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
});
export type TPersonSession = z.infer<typeof ZPersonSession>;

/** Per topic: how many videos, activities and check-ins the member completed (counts, never answers). */
export const ZPersonTopicProgress = z.object({
  module_id: z.number().int(),
  title: z.string(),
  steps_done: z.number().int(),
  steps_total: z.number().int(),
  activities_done: z.number().int(),
  activities_total: z.number().int(),
  check_ins: z.number().int(),
});
export type TPersonTopicProgress = z.infer<typeof ZPersonTopicProgress>;

/** Who disabled a member, when and why: the audit log's row of that action (its reason is staff's words, not the member's). */
export const ZPersonDisabling = z.object({
  at: z.string(),
  /** The staff member's address, kept when their own account goes. */
  actor_email: z.string(),
  reason: z.string(),
});
export type TPersonDisabling = z.infer<typeof ZPersonDisabling>;

/** GET /staff/people/:id: the member's page. No free text of theirs (assessment answers, journal). */
export const ZPersonDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    is_email_verified: z.boolean(),
    preferred_language: z.enum(Languages),
    is_admin: z.boolean(),
    is_disabled: z.boolean(),
    /** While disabled, the latest disable action; null when enabled, or disabled with no record (outside the staff area). */
    disabling: ZPersonDisabling.nullable(),
    is_trial_mode: z.boolean(),
    created_at: z.string(),
    /** When they last used the app (kept on their account, so it outlives their sessions); null when never seen. */
    last_seen_at: z.string().nullable(),
    access_source: z.enum(accessSources).nullable(),
    institution: ZInstitutionRef.nullable(),
    access_events: z.array(ZPersonAccessEvent),
    sessions: z.array(ZPersonSession),
    progress: z.array(ZPersonTopicProgress),
  })
  .meta({ id: 'PersonDetail' });
export type TPersonDetail = z.infer<typeof ZPersonDetail>;
