import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { AuditAction, StaffRole } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { institutionManagerInvites, institutions, staffRoles } from '../db/schema.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { managerInviteMail, type TManagerInviteStep } from '../mail/templates/manager-invite-mail.ts';
import { findUserByEmail } from '../user-record/find-user.ts';
import { institutionNameIn } from '../user-record/institution-name.ts';
import { userLanguage } from '../user-record/user-language.ts';
import { recordAuditEvent } from '../staff/record-audit-event.ts';

/**
 * Invites `email` to manage the institution (docs/decisions/029-institutions.md). A verified
 * account with that address gets the `institution_manager` role at once; otherwise the
 * invitation waits until an account verifies the address (email-verification/accept-manager-invites.ts),
 * so only someone who reads that mailbox can take it up. Either way the invitee is mailed (through
 * the job queue, with the change) a link to sign in or to register; inviting a pending address
 * again sends the mail again. 409 when that account manages the institution already.
 */
export async function inviteInstitutionManager(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>,
  actor: UserRow,
  institutionId: number,
  input: { email: string; reason: string },
): Promise<{ outcome: 'granted' | 'invited' }> {
  return app.db.transaction(async (tx) => {
    const invitee = await findUserByEmail(tx, input.email);
    const language = userLanguage(invitee ?? actor);
    const [institution] = await tx.select({ name: institutionNameIn(language) }).from(institutions).where(eq(institutions.id, institutionId));
    if (!institution) throw notFound();

    let step: TManagerInviteStep;
    if (invitee?.isEmailVerified) {
      const [granted] = await tx
        .insert(staffRoles)
        .values({ userId: invitee.id, role: StaffRole.InstitutionManager, institutionId, grantedByUserId: actor.id })
        .onConflictDoNothing()
        .returning({ id: staffRoles.id });
      if (!granted) throw conflict('institution.already_manager');
      step = 'granted';
    } else {
      await tx
        .insert(institutionManagerInvites)
        .values({ institutionId, email: input.email, invitedByUserId: actor.id })
        .onConflictDoUpdate({
          target: [institutionManagerInvites.institutionId, institutionManagerInvites.email],
          set: { invitedByUserId: actor.id, createdAt: new Date(), acceptedAt: null },
        });
      step = invitee ? 'verify' : 'register';
    }
    await recordAuditEvent(tx, {
      actor,
      action: AuditAction.InstitutionManagerInvite,
      reason: input.reason,
      subjectUserId: invitee?.id ?? null,
      institutionId,
      details: { email: input.email, outcome: step === 'granted' ? 'granted' : 'invited' },
    });
    const path = { granted: '/studio', register: '/register', verify: '/login' }[step];
    const mail = managerInviteMail({ language, productName: app.config.productName, institution: institution.name, step, link: `${app.config.appUrl}${path}` });
    await app.mailer.queue(tx, { to: input.email, ...mail });
    return { outcome: step === 'granted' ? 'granted' : 'invited' };
  });
}
