import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { createAccount } from '../auth/account-testing.ts';
import { startSession } from '../auth/sessions.ts';
import { readOutbox, setUpTestApp, TEST_PASSWORD } from '../test/harness.ts';
import { updateUser } from './update-user.ts';

let app: FastifyInstance;
let db: Db;

setUpTestApp((test) => ({ app, db } = test));

describe('updateUser', () => {
  it('refuses an e-mail change whose password was reset after it was checked, writing nothing', async () => {
    const { user } = await createAccount(db);
    const { sessionId } = await startSession(db, user.id);
    // The row the request read holds the old hash; the database has moved on (a reset in between).
    await db.update(users).set({ passwordHash: await hashPassword('reset in between 1') }).where(eq(users.id, user.id));
    const mailsBefore = (await readOutbox(db)).length;

    await expect(
      updateUser(app, user, sessionId, { email: `racing-${user.id}@example.com`, current_password: TEST_PASSWORD }),
    ).rejects.toMatchObject({ status: 403, code: 'auth.current_password_invalid' });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, isEmailVerified: true });
    expect((await readOutbox(db)).length).toBe(mailsBefore);
  });

  it('saves other fields whatever the password has become', async () => {
    const { user } = await createAccount(db);
    const { sessionId } = await startSession(db, user.id);
    await db.update(users).set({ passwordHash: await hashPassword('reset in between 2') }).where(eq(users.id, user.id));
    const saved = await updateUser(app, user, sessionId, { name: 'Still Saved', email: user.email });
    expect(saved.name).toBe('Still Saved');
  });
});
