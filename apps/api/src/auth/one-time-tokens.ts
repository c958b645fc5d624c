import { Constants } from '@innerway/domain';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, TQueryable } from '../db/client.ts';
import { emailVerificationTokens, passwordResetTokens, users } from '../db/schema.ts';
import { generateToken, hashToken } from './tokens.ts';

/** The tables of single-use links sent by mail; both have the same columns. */
export type TOneTimeTokenTable = typeof emailVerificationTokens | typeof passwordResetTokens;

/** Stops every unused token of `table` of the user from working. */
async function endOneTimeTokens(tx: TQueryable, table: TOneTimeTokenTable, userId: number): Promise<void> {
  await tx
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(and(eq(table.userId, userId), isNull(table.usedAt)));
}

/**
 * Ends every link of the user still out in a mailbox, reset and verification alike (a
 * verification link signs a signed-out caller in, so it is a credential too): after a
 * credential changes, nothing mailed before it may be used. Call it in the change's transaction.
 */
export async function endAllOneTimeTokens(tx: TQueryable, userId: number): Promise<void> {
  await endOneTimeTokens(tx, passwordResetTokens, userId);
  await endOneTimeTokens(tx, emailVerificationTokens, userId);
}

/**
 * A fresh link token for the user. Earlier unused ones stop working: only the newest mail's
 * link is valid, and after an e-mail change no link sent to the old address verifies the new one.
 * Call it in the transaction that queues the mail carrying the link.
 */
export async function issueOneTimeToken(tx: TQueryable, table: TOneTimeTokenTable, userId: number): Promise<string> {
  const token = generateToken();
  await endOneTimeTokens(tx, table, userId);
  await tx.insert(table).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(mins => ${Constants.tokenLifetimeMinutes})`,
  });
  return token;
}

/**
 * Spends a token: the id of its user when it was unused and unexpired (and belongs to `owner`,
 * when given: a user's id, or the account of an address), else null. One UPDATE, so two
 * concurrent uses cannot both succeed; by address, the same statement runs whether or not the
 * address has an account.
 */
export async function consumeOneTimeToken(
  db: TQueryable,
  table: TOneTimeTokenTable,
  token: string,
  owner?: { userId: number } | { email: string },
): Promise<number | null> {
  const [row] = await db
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(table.tokenHash, hashToken(token)),
        isNull(table.usedAt),
        gt(table.expiresAt, sql`now()`),
        owner === undefined
          ? undefined
          : 'userId' in owner
            ? eq(table.userId, owner.userId)
            : inArray(table.userId, db.select({ id: users.id }).from(users).where(eq(users.email, owner.email))),
      ),
    )
    .returning({ userId: table.userId });
  return row?.userId ?? null;
}

/** Whose token this is, whatever its state: lets a failed verification say more than 'invalid'. */
export async function findTokenOwner(db: Db, table: TOneTimeTokenTable, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: table.userId })
    .from(table)
    .where(eq(table.tokenHash, hashToken(token)))
    .limit(1);
  return row?.userId ?? null;
}
