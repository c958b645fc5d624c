import { sql } from 'drizzle-orm';
import { AuditAction, Constants, type TAccessSource, type TLanguage, type TPersonDetail } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/app-error.ts';
import { accessSourceOf } from './access-source.ts';
import { isoTime } from './iso-time.ts';

/** The most sessions a member's page lists (the latest used first); a member rarely has ten. */
const SessionsShown = 50;

/**
 * A member's page for support: who they are, their access and its whole history, their devices
 * and how far they are in each topic, in counts. Nothing a member wrote is read here: not an
 * assessment's written answers (only how many check-ins), not the journal, not a gift's message.
 */
export async function readPerson(db: Db, userId: number): Promise<TPersonDetail> {
  return db.transaction(
    async (tx) => {
      const { rows: people } = await tx.execute<{
        id: number;
        name: string;
        email: string;
        is_email_verified: boolean;
        preferred_language: TLanguage;
        is_admin: boolean;
        is_disabled: boolean;
        disabled_at: string | null;
        disabled_by: string | null;
        disabled_because: string | null;
        is_trial_mode: boolean;
        created_at: string;
        last_seen_at: string | null;
        access_source: TAccessSource | null;
        institution_id: number | null;
        institution_name: string | null;
      }>(sql`
        select u.id, u.name, u.email, u.is_email_verified, u.preferred_language, u.is_admin, u.is_disabled,
          u.is_trial_mode, ${isoTime(sql`u.created_at`)} as created_at,
          ${isoTime(sql`greatest(u.last_seen_at, (select max(s.last_seen_at) from sessions s where s.user_id = u.id))`)} as last_seen_at,
          ${accessSourceOf(sql`u.id`, sql`u.is_trial_mode`)} as access_source,
          u.institution_id, i.name as institution_name,
          ${isoTime(sql`d.at`)} as disabled_at, d.actor_email as disabled_by, d.reason as disabled_because
        from users u left join institutions i on i.id = u.institution_id
          -- Why the account is disabled: the latest disable in the audit log (audit_events_subject_user_id_at_idx).
          left join lateral (
            select a.at, a.actor_email, a.reason from audit_events a
            where u.is_disabled and a.subject_user_id = u.id and a.action = ${AuditAction.MemberDisable}
            order by a.at desc, a.id desc limit 1
          ) d on true
        where u.id = ${userId}`);
      const person = people[0];
      if (!person) throw notFound();

      const { rows: events } = await tx.execute<{
        id: number;
        kind: string;
        at: string;
        actor_user_id: number | null;
        actor_email: string | null;
        institution_id: number | null;
        institution_name: string | null;
        store: string | null;
        via: string | null;
      }>(sql`
        select e.id, e.kind, ${isoTime(sql`e.at`)} as at, e.actor_user_id, actor.email as actor_email, e.institution_id,
          i.name as institution_name, p.store, e.details ->> 'via' as via
        from access_events e
          left join users actor on actor.id = e.actor_user_id
          left join institutions i on i.id = e.institution_id
          left join in_app_purchases p on p.id = e.in_app_purchase_id
        where e.user_id = ${userId}
        order by e.at, e.id`);

      const { rows: sessions } = await tx.execute<{
        user_agent: string | null;
        is_app: boolean;
        created_at: string;
        last_seen_at: string;
        expires_at: string;
      }>(sql`
        select user_agent, media_token_hash is not null as is_app, ${isoTime(sql`created_at`)} as created_at,
          ${isoTime(sql`last_seen_at`)} as last_seen_at, ${isoTime(sql`expires_at`)} as expires_at
        from sessions where user_id = ${userId} and expires_at > now()
        order by sessions.last_seen_at desc limit ${SessionsShown}`);

      // Counts per published topic, by the completion rules of the screens (domain Constants).
      const { rows: progress } = await tx.execute<{
        module_id: number;
        title: string;
        steps_done: number;
        steps_total: number;
        activities_done: number;
        activities_total: number;
        check_ins: number;
      }>(sql`
        select m.id as module_id, m.title,
          (select count(*) from steps s join lessons l on l.id = s.lesson_id
            where l.module_id = m.id and s.publish_status = 1 and l.publish_status = 1)::int as steps_total,
          (select count(*) from user_step_progress p join steps s on s.id = p.step_id join lessons l on l.id = s.lesson_id
            where p.user_id = ${userId} and l.module_id = m.id and p.percent >= ${Constants.stepCompletePercent})::int as steps_done,
          (select count(*) from exercises x join lessons l on l.id = x.lesson_id
            where l.module_id = m.id and x.publish_status = 1 and l.publish_status = 1)::int as activities_total,
          (select count(*) from user_exercise_progress p join exercises x on x.id = p.exercise_id join lessons l on l.id = x.lesson_id
            where p.user_id = ${userId} and l.module_id = m.id and p.percent > ${Constants.activityCompletionPercent})::int as activities_done,
          (select count(*) from user_assessments a where a.user_id = ${userId} and a.module_id = m.id)::int as check_ins
        from modules m where m.publish_status = 1
        order by m.sort_order, m.id`);

      return {
        id: person.id,
        name: person.name,
        email: person.email,
        is_email_verified: person.is_email_verified,
        preferred_language: person.preferred_language,
        is_admin: person.is_admin,
        is_disabled: person.is_disabled,
        disabling:
          person.disabled_at === null ? null : { at: person.disabled_at, actor_email: person.disabled_by ?? '', reason: person.disabled_because ?? '' },
        is_trial_mode: person.is_trial_mode,
        created_at: person.created_at,
        last_seen_at: person.last_seen_at,
        access_source: person.access_source,
        institution: person.institution_id === null ? null : { id: person.institution_id, name: person.institution_name ?? '' },
        access_events: events.map((event) => ({
          id: Number(event.id),
          kind: event.kind,
          at: event.at,
          actor: event.actor_user_id === null ? 'none' : event.actor_user_id === userId ? 'member' : 'staff',
          actor_email: event.actor_user_id !== null && event.actor_user_id !== userId ? event.actor_email : null,
          institution: event.institution_id === null ? null : { id: event.institution_id, name: event.institution_name ?? '' },
          store: event.store,
          via: event.via,
        })),
        sessions: sessions.map((session) => ({
          user_agent: session.user_agent,
          client: session.is_app ? 'app' : 'web',
          created_at: session.created_at,
          last_seen_at: session.last_seen_at,
          expires_at: session.expires_at,
        })),
        progress,
      };
    },
    // One snapshot: the counts and the history agree with each other.
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
