import { and, eq, isNull } from 'drizzle-orm';
import { StaffRole } from '@innerway/domain';
import type { TQueryable } from '../db/client.ts';
import { institutionManagerInvites, staffRoles } from '../db/schema.ts';

/**
 * Grants the institution manager role for every open invitation of `email` to the account that
 * has just proved it owns the address (docs/decisions/029-institutions.md): an invitation is
 * taken up by whoever can read mail at that address, never by whoever typed it at registration.
 * Runs in the transaction that marks the address verified; granted by the admin who invited.
 */
export async function acceptManagerInvites(tx: TQueryable, user: { id: number; email: string }): Promise<void> {
  const accepted = await tx
    .update(institutionManagerInvites)
    .set({ acceptedAt: new Date() })
    .where(and(eq(institutionManagerInvites.email, user.email), isNull(institutionManagerInvites.acceptedAt)))
    .returning();
  if (accepted.length === 0) return;
  await tx
    .insert(staffRoles)
    .values(
      accepted.map((invite) => ({
        userId: user.id,
        role: StaffRole.InstitutionManager,
        institutionId: invite.institutionId,
        grantedByUserId: invite.invitedByUserId,
      })),
    )
    .onConflictDoNothing();
}
