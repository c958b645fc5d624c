import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAccount } from '../auth/account-testing.ts';
import type { Db } from '../db/client.ts';
import { accessEvents, users } from '../db/schema.ts';
import { setUpTestApp } from '../test/harness.ts';
import { takeBackFullAccess } from './take-back-full-access.ts';

let db: Db;
setUpTestApp((test) => ({ db } = test));

describe('takeBackFullAccess', () => {
  it('returns the member to trial mode and records who took it back and why', async () => {
    const { user } = await createAccount(db);
    const staff = await createAccount(db);
    expect(await db.transaction((tx) => takeBackFullAccess(tx, { userId: user.id, actorUserId: staff.user.id, details: { via: 'staff' } }))).toBe(true);
    expect((await db.select({ isTrialMode: users.isTrialMode }).from(users).where(eq(users.id, user.id)))[0]!.isTrialMode).toBe(true);
    const events = await db.select().from(accessEvents).where(eq(accessEvents.userId, user.id));
    expect(events).toMatchObject([{ kind: 'full_access_taken_back', actorUserId: staff.user.id, details: { via: 'staff' } }]);
  });

  it('does nothing, and records nothing, for a member already in trial mode', async () => {
    const { user } = await createAccount(db, { isTrialMode: true });
    expect(await takeBackFullAccess(db, { userId: user.id, actorUserId: null })).toBe(false);
    expect(await db.select().from(accessEvents).where(eq(accessEvents.userId, user.id))).toEqual([]);
  });
});
