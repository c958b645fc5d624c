import type { FastifyInstance } from 'fastify';
import { AuditAction } from '@innerway/domain';
import { grantFullAccess } from '../access/grant-full-access.ts';
import { recordAccessEvent } from '../access/record-access-event.ts';
import { takeBackFullAccess } from '../access/take-back-full-access.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { sendVerificationMail } from '../email-verification/send-verification-mail.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { queuePasswordReset } from '../password/send-password-reset.ts';
import type { TStaffCaller } from '../staff/staff-access.ts';
import { eraseUser } from '../users/delete-user.ts';
import { disableUser, enableUser } from '../users/disable-user.ts';
import { clearProgress } from '../users/reset-progress.ts';
import { actOnMember } from './act-on-member.ts';

type TActionApp = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

/** One staff action on a member: who asks, on whom, and why (see actOnMember). */
export type TMemberActionService = (app: TActionApp, caller: TStaffCaller, memberId: number, reason: string) => Promise<void>;

/** Locks the account and ends every session at once; the member's next request is signed out. */
export const disableMember: TMemberActionService = (app, caller, memberId, reason) =>
  actOnMember(app.db, caller, memberId, { action: AuditAction.MemberDisable, reason, locksOut: true }, async (tx, member) => {
    if (!(await disableUser(tx, member.id))) throw conflict('staff.already_disabled');
  });

export const enableMember: TMemberActionService = (app, caller, memberId, reason) =>
  actOnMember(app.db, caller, memberId, { action: AuditAction.MemberEnable, reason }, async (tx, member) => {
    if (!(await enableUser(tx, member.id))) throw conflict('staff.not_disabled');
  });

/** Ends the trial, recorded in the member's access history as the staff member's doing. */
export const grantMemberFullAccess: TMemberActionService = (app, caller, memberId, reason) =>
  actOnMember(app.db, caller, memberId, { action: AuditAction.MemberGrantFullAccess, reason }, async (tx, member) => {
    if (!member.isTrialMode) throw conflict('staff.already_full_access');
    await grantFullAccess(tx, member.id, { onlyFromTrial: true });
    await recordAccessEvent(tx, { kind: 'full_access_granted', userId: member.id, actorUserId: caller.user.id });
  });

/** Back to trial, whatever gave the access (a purchase, a gift, an institution). */
export const takeBackMemberFullAccess: TMemberActionService = (app, caller, memberId, reason) =>
  actOnMember(app.db, caller, memberId, { action: AuditAction.MemberTakeBackFullAccess, reason }, async (tx, member) => {
    if (!(await takeBackFullAccess(tx, { userId: member.id, actorUserId: caller.user.id }))) {
      throw conflict('staff.no_full_access');
    }
  });

/** A fresh verification link by mail, as the member's own resend sends it. */
export const resendMemberVerification: TMemberActionService = (app, caller, memberId, reason) =>
  actOnMember(app.db, caller, memberId, { action: AuditAction.MemberResendVerification, reason }, async (tx, member) => {
    if (member.isEmailVerified) throw conflict('staff.already_verified');
    await sendVerificationMail(app, tx, member);
  });

/** The forgot-password mail, in the member's own language, through the same job as theirs. */
export const sendMemberPasswordReset: TMemberActionService = (app, caller, memberId, reason) =>
  actOnMember(app.db, caller, memberId, { action: AuditAction.MemberSendPasswordReset, reason }, async (tx, member) => {
    await queuePasswordReset(tx, app.config, member.email, null);
  });

/** The spec's admin reset (GET /users/:id/reset_progress) as a staff action. */
export const resetMemberProgress: TMemberActionService = (app, caller, memberId, reason) =>
  actOnMember(app.db, caller, memberId, { action: AuditAction.MemberResetProgress, reason }, async (tx, member) => {
    await clearProgress(tx, member.id);
  });

/** Signs the member out on every device; the account stays open. */
export const endMemberSessions: TMemberActionService = (app, caller, memberId, reason) =>
  actOnMember(app.db, caller, memberId, { action: AuditAction.MemberEndSessions, reason, locksOut: true }, async (tx, member) => {
    await endAllSessions(tx, member.id);
  });

/** Exactly what a member deleting their own account does (users/delete-user.ts). */
export const deleteMember: TMemberActionService = (app, caller, memberId, reason) =>
  actOnMember(app.db, caller, memberId, { action: AuditAction.MemberDelete, reason, locksOut: true }, async (tx, member) => {
    if (!(await eraseUser(tx, member.id))) throw notFound();
  });
