import { eq } from 'drizzle-orm';
import { AuditAction, ZStaffReason, type TInstitutionSave, type TStaffInstitutionDetail } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import type { Db } from '../db/client.ts';
import { institutions } from '../db/schema.ts';
import { notFound } from '../http/app-error.ts';
import { parseBody } from '../http/validate.ts';
import { recordAuditEvent } from '../staff/record-audit-event.ts';
import { readInstitutionDetail } from './institution-replies.ts';

/** The reply's fields and the columns that hold them. */
const auditedFields = { name_en: 'name', name_fr: 'nameFr', name_es: 'nameEs', is_active: 'isActive' } as const;

const columns = (input: TInstitutionSave) => ({ name: input.name_en, nameFr: input.name_fr, nameEs: input.name_es, isActive: input.is_active });

/** A new institution, recorded in the audit log. */
export async function createInstitution(db: Db, actor: UserRow, input: TInstitutionSave): Promise<TStaffInstitutionDetail> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(institutions).values(columns(input)).returning();
    await recordAuditEvent(tx, {
      actor,
      action: AuditAction.InstitutionCreate,
      // Making something takes no reason (decision 029): the log says what was made.
      reason: '',
      institutionId: created!.id,
      details: { name_en: input.name_en, name_fr: input.name_fr, name_es: input.name_es, is_active: input.is_active },
    });
    return readInstitutionDetail(tx, created!.id);
  });
}

/**
 * An institution's names and active flag, with what changed in the audit log. Deactivating it
 * stops all its codes at once, so that takes a reason, as deactivating one code does.
 */
export async function updateInstitution(
  db: Db,
  actor: UserRow,
  institutionId: number,
  input: TInstitutionSave & { reason?: string | undefined },
): Promise<TStaffInstitutionDetail> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(institutions).where(eq(institutions.id, institutionId)).for('update');
    if (!before) throw notFound();
    const deactivates = before.isActive && !input.is_active;
    // The route's schema checks a reason that is sent; here, that deactivating sends one (400 as a short one).
    const reason = deactivates ? parseBody(ZStaffReason, input.reason ?? '') : (input.reason ?? '');
    const [after] = await tx.update(institutions).set(columns(input)).where(eq(institutions.id, institutionId)).returning();
    // Each changed field with its value before and after: `name_fr_before`, `name_fr`.
    const changed = (Object.entries(auditedFields) as [keyof typeof auditedFields, (typeof auditedFields)[keyof typeof auditedFields]][]).filter(
      ([, column]) => before[column] !== after![column],
    );
    if (changed.length > 0) {
      const details = Object.fromEntries(changed.flatMap(([field, column]) => [[`${field}_before`, before[column]], [field, after![column]]]));
      await recordAuditEvent(tx, { actor, action: AuditAction.InstitutionUpdate, reason, institutionId, details });
    }
    return readInstitutionDetail(tx, institutionId);
  });
}
