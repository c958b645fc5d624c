import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { reminderSends, reminderSettings } from '../db/schema.ts';
import { asBearer, asCookie, createAccount, freshIp } from '../auth/account-testing.ts';
import { deleteUser } from '../users/delete-user.ts';
import { setUpTestApp } from '../test/harness.ts';
import { refusal } from '../test/refusal.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

let app: FastifyInstance;
let db: Db;
let config: TConfig;
setUpTestApp((test) => ({ app, db, config } = test));

const weekdays = { enabled: true, paused: false, days: [5, 1, 3, 1], time: '07:45', time_zone: 'Europe/Paris', channel: 'mail' };

const put = (id: number, token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/users/${id}/reminders`, headers: asCookie(token), payload });

describe('reminder settings', () => {
  it('are off, with nothing chosen, until the member saves them', async () => {
    const { user, token } = await createAccount(db);
    const response = await app.inject({ method: 'GET', url: `/api/users/${user.id}/reminders`, headers: asBearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ enabled: false, paused: false, days: [], time: '08:00', time_zone: null, channel: 'mail' });
  });

  it('save the days once each in order, the time and the zone, and read back the same', async () => {
    const { user, token } = await createAccount(db);
    const saved = await put(user.id, token, weekdays);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ ...weekdays, days: [1, 3, 5] });
    const read = await app.inject({ method: 'GET', url: `/api/users/${user.id}/reminders`, headers: asCookie(token) });
    expect(read.json().data).toEqual(saved.json().data);
    const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id));
    expect(row!.nextDueAt).not.toBeNull();
  });

  it('keep the schedule through a pause, and the server plans no mail while paused or delivered by the app', async () => {
    const { user, token } = await createAccount(db);
    await put(user.id, token, weekdays);
    const paused = await put(user.id, token, { ...weekdays, paused: true });
    expect(paused.json().data).toMatchObject({ enabled: true, paused: true, days: [1, 3, 5], time: '07:45' });
    const nextDue = async () => (await db.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id)))[0]!.nextDueAt;
    expect(await nextDue()).toBeNull();
    await put(user.id, token, { ...weekdays, channel: 'app' });
    expect(await nextDue()).toBeNull();
    await put(user.id, token, weekdays);
    expect(await nextDue()).not.toBeNull();
  });

  it('refuse a zone that is not an IANA name, a time that is not one, and no day when on', async () => {
    const { user, token } = await createAccount(db);
    for (const time_zone of ['+01:00', 'CET', 'Mars/Olympus_Mons', 'Europe/Paris\nX']) {
      const response = await put(user.id, token, { ...weekdays, time_zone });
      expect(response.statusCode, time_zone).toBe(400);
      expect(response.json()).toEqual(refusal('reminders.time_zone_invalid'));
    }
    for (const time of ['24:00', '7:45', '07:60', '']) {
      const response = await put(user.id, token, { ...weekdays, time });
      expect(response.statusCode, time).toBe(400);
      expect(response.json()).toEqual(refusal('reminders.time_invalid'));
    }
    const noDay = await put(user.id, token, { ...weekdays, days: [] });
    expect(noDay.json()).toEqual(refusal('reminders.days_required'));
    expect((await put(user.id, token, { ...weekdays, days: [0] })).statusCode).toBe(400);
    expect((await put(user.id, token, { ...weekdays, days: [8] })).statusCode).toBe(400);
    expect((await put(user.id, token, { ...weekdays, channel: 'sms' })).statusCode).toBe(400);
    // Off with no day is fine: nothing to send.
    expect((await put(user.id, token, { ...weekdays, enabled: false, days: [] })).statusCode).toBe(200);
  });

  it('answer only to their own member', async () => {
    const { user } = await createAccount(db);
    const other = await createAccount(db);
    expect((await app.inject({ method: 'GET', url: `/api/users/${user.id}/reminders` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/users/${user.id}/reminders`, headers: asBearer(other.token) })).statusCode).toBe(403);
    expect((await put(user.id, other.token, weekdays)).statusCode).toBe(403);
    expect(await db.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id))).toEqual([]);
  });

  it('go with the member when the account is deleted', async () => {
    const { user, token } = await createAccount(db);
    await put(user.id, token, weekdays);
    await db.insert(reminderSends).values({ userId: user.id, localDate: '2026-11-20' });
    await deleteUser(db, user.id);
    expect(await db.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id))).toEqual([]);
    expect(await db.select().from(reminderSends).where(eq(reminderSends.userId, user.id))).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  const check = (token: string) =>
    app.inject({ method: 'GET', url: `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, remoteAddress: freshIp() });
  const oneClick = (token: string) =>
    app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: freshIp(),
    });
  const settingsOf = async (userId: number) => (await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)))[0]!;

  it('says whose and in which language without changing anything, then turns reminders off with one click, signed out', async () => {
    const { user, token: session } = await createAccount(db, { preferredLanguage: 'fr' });
    await put(user.id, session, weekdays);
    const token = signUnsubscribeToken(config.reminderLinkSecret, user.id, new Date());

    const checked = await check(token);
    expect(checked.json().data).toEqual({ state: 'valid', reminders_on: true, language: 'fr' });
    expect((await settingsOf(user.id)).enabled).toBe(true);

    const done = await oneClick(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ state: 'valid', reminders_on: false, language: 'fr' });
    const after = await settingsOf(user.id);
    expect(after).toMatchObject({ enabled: false, days: [1, 3, 5], time: '07:45', nextDueAt: null });
    // Again is fine; the page's own button posts without a body.
    const again = await app.inject({ method: 'POST', url: `/api/reminders/unsubscribe?token=${token}`, remoteAddress: freshIp() });
    expect(again.statusCode).toBe(200);
    expect((await check(token)).json().data.reminders_on).toBe(false);
  });

  it('works from a browser that is signed in as someone else, with no client header', async () => {
    const { user, token: session } = await createAccount(db);
    await put(user.id, session, weekdays);
    const other = await createAccount(db);
    const token = signUnsubscribeToken(config.reminderLinkSecret, user.id, new Date());
    const response = await app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${token}`,
      headers: { cookie: asCookie(other.token).cookie },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    expect((await settingsOf(user.id)).enabled).toBe(false);
  });

  it('refuses a tampered link, one signed with another key, another member’s id under a signature, and a stale one', async () => {
    const { user, token: session } = await createAccount(db);
    await put(user.id, session, weekdays);
    const victim = await createAccount(db);
    await put(victim.user.id, victim.token, weekdays);
    const now = new Date();
    const token = signUnsubscribeToken(config.reminderLinkSecret, user.id, now);
    const [, issued, signature] = token.split('.');
    const tampered = [
      `${victim.user.id}.${issued}.${signature}`,
      `${user.id}.${issued}.${signature!.slice(0, 20)}${signature![20] === 'A' ? 'B' : 'A'}${signature!.slice(21)}`,
      // The same signature bytes spelt another way (the last character's spare bits).
      `${user.id}.${issued}.${signature!.slice(0, -1)}${String.fromCharCode(signature!.charCodeAt(42) ^ 1)}`,
      signUnsubscribeToken('another-secret-of-at-least-32-characters', user.id, now),
      signUnsubscribeToken(config.reminderLinkSecret, user.id, new Date(now.getTime() + 7 * 86_400_000)),
      'not-a-token',
      '',
    ];
    for (const bad of tampered) {
      expect((await check(bad)).json().data, bad).toEqual({ state: 'invalid', reminders_on: false, language: null });
      const refused = await oneClick(bad);
      expect(refused.statusCode, bad).toBe(403);
      expect(refused.json()).toEqual(refusal('reminders.link_invalid'));
    }
    const stale = signUnsubscribeToken(config.reminderLinkSecret, user.id, new Date(now.getTime() - 61 * 86_400_000));
    expect((await check(stale)).json().data.state).toBe('expired');
    const refused = await oneClick(stale);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual(refusal('reminders.link_expired'));
    expect((await settingsOf(user.id)).enabled).toBe(true);
    expect((await settingsOf(victim.user.id)).enabled).toBe(true);
  });

  it('is invalid once the account is gone', async () => {
    const { user } = await createAccount(db);
    const token = signUnsubscribeToken(config.reminderLinkSecret, user.id, new Date());
    await deleteUser(db, user.id);
    expect((await check(token)).json().data.state).toBe('invalid');
    expect((await oneClick(token)).statusCode).toBe(403);
  });
});
