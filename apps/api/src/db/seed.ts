import { eq, inArray } from 'drizzle-orm';
import { SubscriptionCodeType, TutorialOfferStatus } from '@innerway/domain';
import type { Content } from '@innerway/content';
import { redeemEnteredCode } from '../access/redeem-entered-code.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { applyBundleImport } from '../content-bundles/apply-bundle-import.ts';
import { demoProgramBundle, demoProgramMedia } from '../content-bundles/demo-program-bundle.ts';
import type { TConfig } from '../config.ts';
import type { Db } from './client.ts';
import { seedDemoPopulation } from './demo-population.ts';
import { institutions, staffRoles, subscriptionCodes, users } from './schema.ts';

export const DEMO_PASSWORD = 'innerway-demo';

export const DEMO_INSTITUTION = {
  name: 'Maple Grove University',
  nameFr: 'Université de Maple Grove',
  nameEs: 'Universidad de Maple Grove',
  activeCode: 'KW2LP84N',
  inactiveCode: 'OLDCODE1',
} as const;

/** The accounts `local` seeds, printed at start-up. */
export const DEMO_ACCOUNTS = [
  { email: 'trial@example.com', name: 'Tess Trial', role: 'trial', isTrialMode: true, isAdmin: false, isDisabled: false },
  { email: 'full@example.com', name: 'Finn Full', role: 'full access', isTrialMode: false, isAdmin: false, isDisabled: false },
  { email: 'admin@example.com', name: 'Ada Admin', role: 'admin, full access', isTrialMode: false, isAdmin: true, isDisabled: false },
  { email: 'disabled@example.com', name: 'Dana Disabled', role: 'disabled', isTrialMode: true, isAdmin: false, isDisabled: true },
  {
    email: 'support@example.com',
    name: 'Sam Support',
    role: 'support staff (/studio)',
    isTrialMode: false,
    isAdmin: false,
    isDisabled: false,
    staffRole: 'support',
  },
  {
    email: 'partner@example.com',
    name: 'Pat Partner',
    role: 'institution manager of the demo institution (/studio)',
    isTrialMode: false,
    isAdmin: false,
    isDisabled: false,
    staffRole: 'institution_manager',
  },
  {
    email: 'editor@example.com',
    name: 'Eden Editor',
    role: 'editor: the content studio (/studio)',
    isTrialMode: false,
    isAdmin: false,
    isDisabled: false,
    staffRole: 'editor',
  },
  // Joined with the demo institution's code: the age survey is due at the first sign-in.
  {
    email: 'student@example.com',
    name: 'Stella Student',
    role: `full access through ${DEMO_INSTITUTION.name}, age survey due`,
    isTrialMode: true,
    isAdmin: false,
    isDisabled: false,
    institutionCode: DEMO_INSTITUTION.activeCode,
  },
] as const;

export interface SeedReport {
  content: 'seeded' | 'skipped';
  contentProblem?: string;
  /** Members of the demo population added by this run (none once they are there). */
  demoMembersAdded?: number;
}

/**
 * Brings the database to its expected starting state; safe to run on every start. Always: the
 * program content (nothing user-specific). In `local` only: demo accounts, two demo institutions
 * and the demo population (demo-population.ts), which needs the program.
 */
export async function seed(db: Db, config: TConfig): Promise<SeedReport> {
  const report = await seedContentIfAvailable(db);
  if (config.appEnv === 'local') {
    // Hashing is deliberately slow: once, and only when an account is to be made.
    let hash: Promise<string> | undefined;
    const passwordHash = () => (hash ??= hashPassword(DEMO_PASSWORD));
    await seedDemoInstitution(db);
    await seedDemoAccounts(db, passwordHash);
    report.demoMembersAdded = await seedDemoPopulation(db, { demoInstitutionName: DEMO_INSTITUTION.name, passwordHash });
  }
  return report;
}

async function seedContentIfAvailable(db: Db): Promise<SeedReport> {
  let content: Content;
  try {
    const { loadContent } = await import('@innerway/content');
    content = loadContent();
  } catch (error) {
    // The app still starts without demo content (for example before its media are generated).
    return { content: 'skipped', contentProblem: error instanceof Error ? error.message : String(error) };
  }
  await seedContent(db, content);
  return { content: 'seeded' };
}

async function seedDemoAccounts(db: Db, passwordHash: () => Promise<string>): Promise<void> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((account) => account.email)));
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.some((row) => row.email === account.email));
  if (missing.length === 0) return;

  const passwordHashOfAll = await passwordHash();
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        missing.map((account) => ({
          email: account.email,
          name: account.name,
          passwordHash: passwordHashOfAll,
          isEmailVerified: true,
          isTrialMode: account.isTrialMode,
          isAdmin: account.isAdmin,
          isDisabled: account.isDisabled,
          agreedToConditions: true,
          // The demo accounts show the program (and the journeys that test it); the tutorial offer
          // is for people who register, and would cover every demo dashboard otherwise.
          tutorialOfferStatus: TutorialOfferStatus.Completed,
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning();
    // As a member who entered the code when registering: linked, full access, the redemption on record.
    for (const account of missing) {
      const user = inserted.find((row) => row.email === account.email);
      if (user && 'institutionCode' in account) await redeemEnteredCode(tx, user, account.institutionCode, 'registration');
    }
  });
  await seedDemoStaffRoles(db);
}

/** The demo staff's roles; the institution manager manages the demo institution. */
async function seedDemoStaffRoles(db: Db): Promise<void> {
  const [institution] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, DEMO_INSTITUTION.name)).limit(1);
  const staff = DEMO_ACCOUNTS.flatMap((account) => ('staffRole' in account ? [account] : []));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, staff.map((account) => account.email)));
  const rows = staff.flatMap((account) => {
    const person = people.find((row) => row.email === account.email);
    if (!person) return [];
    return [{ userId: person.id, role: account.staffRole, institutionId: account.staffRole === 'institution_manager' ? (institution?.id ?? null) : null }];
  });
  if (rows.length > 0) await db.insert(staffRoles).values(rows).onConflictDoNothing();
}

async function seedDemoInstitution(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    let [institution] = await tx
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.name, DEMO_INSTITUTION.name))
      .limit(1);
    institution ??= (
      await tx
        .insert(institutions)
        .values({ name: DEMO_INSTITUTION.name, nameFr: DEMO_INSTITUTION.nameFr, nameEs: DEMO_INSTITUTION.nameEs })
        .returning({ id: institutions.id })
    )[0]!;
    await tx
      .insert(subscriptionCodes)
      .values([
        { code: DEMO_INSTITUTION.activeCode, type: SubscriptionCodeType.Unlock, institutionId: institution.id, isActive: true },
        { code: DEMO_INSTITUTION.inactiveCode, type: SubscriptionCodeType.Unlock, institutionId: institution.id, isActive: false },
      ])
      .onConflictDoNothing({ target: subscriptionCodes.code });
  });
}

/**
 * Imports the demo program as a content bundle (content-bundles/, docs/decisions/036), through the
 * same import as an uploaded one: items are matched by uid, so editing the content files and
 * restarting updates what changed, adds what is new and leaves members' progress alone.
 */
export async function seedContent(db: Db, content: Content): Promise<void> {
  await applyBundleImport(db, demoProgramBundle(content), { archiveAbsent: false }, demoProgramMedia(content));
}
