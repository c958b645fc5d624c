import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nextReminder, type TReminderSettingsChange } from '@innerway/domain';
import type { TConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outboxMails, reminderSettings } from '../db/schema.ts';
import { asCookie, createAccount, freshIp } from '../auth/account-testing.ts';
import { startTestSmtpServer } from '../mail/smtp-testing.ts';
import { createUser, readSettledOutbox, setUpTestApp } from '../test/harness.ts';
import { saveReminderSettings } from './reminder-settings.ts';
import { sendDueReminders, type ReminderRun } from './send-due-reminders.ts';

const everyDay: TReminderSettingsChange = { enabled: true, paused: false, days: [1, 2, 3, 4, 5, 6, 7], time: '08:00', time_zone: 'Asia/Tokyo', channel: 'mail' };
const smtp = await startTestSmtpServer('accept');
afterAll(() => smtp.close());

const at = (iso: string) => new Date(iso);
const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);

// Every instant here lies in 2027, ahead of the real clock: the worker's own every-minute run
// (real time) finds none of these schedules due, so only the runs with the test's clock send.
describe('the reminder run, with its clock in the test’s hands', () => {
  let app: FastifyInstance;
  let db: Db;
  let run: ReminderRun;
  setUpTestApp((test) => {
    ({ app, db } = test);
    run = { db, mailer: app.mailer, config: test.config };
  });

  const mailsTo = async (email: string) => (await readSettledOutbox(db)).filter((mail) => mail.to === email);
  const member = async (overrides: Parameters<typeof createUser>[1] = {}, settings = everyDay, savedAt = at('2027-01-10T00:00:00Z')) => {
    const user = await createUser(db, overrides);
    await saveReminderSettings(db, user.id, settings, savedAt);
    return user;
  };

  it('mails at the chosen local time, not a minute before, and once', async () => {
    // 08:00 in Tokyo on 11 January 2027 is 23:00 UTC on the 10th.
    const user = await member();
    expect(await sendDueReminders(run, at('2027-01-10T22:59:59Z'))).toBe(0);
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await sendDueReminders(run, at('2027-01-10T23:00:00Z'))).toBe(1);
    expect(await sendDueReminders(run, at('2027-01-10T23:01:00Z'))).toBe(0);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('A quiet moment for you');
    expect(mails[0]!.text).toContain('/reminders/unsubscribe?token=');
    expect(mails[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    // And the next day at the same local time.
    expect(await sendDueReminders(run, at('2027-01-11T23:00:30Z'))).toBe(1);
  });

  it('never sends one local day twice, even when a run finds a row due again', async () => {
    const user = await member();
    expect(await sendDueReminders(run, at('2027-01-10T23:00:00Z'))).toBeGreaterThanOrEqual(1);
    // As if another instance had read the row before this run moved it on.
    await db.update(reminderSettings).set({ nextDueAt: at('2027-01-10T23:00:00Z') }).where(eq(reminderSettings.userId, user.id));
    await sendDueReminders(run, at('2027-01-10T23:02:00Z'));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('catches up on a reminder the worker missed within six hours, and skips an older one', async () => {
    const late = await member();
    const tooLate = await member();
    await db.update(reminderSettings).set({ nextDueAt: at('2027-01-10T23:00:00Z') }).where(eq(reminderSettings.userId, tooLate.id));
    // Down from 22:00 to 04:59 UTC: 08:00 in Tokyo was five hours and 59 minutes ago.
    await sendDueReminders(run, at('2027-01-11T04:59:00Z'));
    expect(await mailsTo(late.email)).toHaveLength(1);
    const [tooLateRow] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, tooLate.id));
    expect(tooLateRow!.nextDueAt!.toISOString()).toBe('2027-01-11T23:00:00.000Z');

    const other = await member();
    await sendDueReminders(run, at('2027-01-11T05:01:00Z'));
    expect(await mailsTo(other.email)).toEqual([]);
    const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, other.id));
    expect(row!.nextDueAt!.toISOString()).toBe('2027-01-11T23:00:00.000Z');
  });

  it('keeps the local time across a daylight-saving change', async () => {
    // Paris moves to summer time on Sunday 28 March 2027: 08:00 is 07:00 UTC on Saturday, 06:00 on Sunday.
    const user = await member({}, { ...everyDay, time_zone: 'Europe/Paris' }, at('2027-03-26T12:00:00Z'));
    expect(await sendDueReminders(run, at('2027-03-27T07:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await sendDueReminders(run, at('2027-03-28T05:59:00Z'))).toBe(0);
    await sendDueReminders(run, at('2027-03-28T06:00:00Z'));
    expect(await mailsTo(user.email)).toHaveLength(2);
    const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id));
    expect(row!.nextDueAt!.toISOString()).toBe('2027-03-29T06:00:00.000Z');
  });

  it('mails in the member’s language, and not at all when paused, delivered by the app, disabled or unverified', async () => {
    const french = await member({ preferredLanguage: 'fr' });
    const quiet = await Promise.all([
      member({}, { ...everyDay, paused: true }),
      member({}, { ...everyDay, channel: 'app' }),
      member({}, { ...everyDay, enabled: false }),
      member({ isDisabled: true }),
      member({ isEmailVerified: false }),
    ]);
    await sendDueReminders(run, at('2027-01-10T23:00:00Z'));
    const [mail] = await mailsTo(french.email);
    expect(mail!.subject).toBe('Un moment de calme pour vous');
    expect(mail!.html).toContain('<html lang="fr">');
    for (const user of quiet) expect(await mailsTo(user.email)).toEqual([]);
  });
});

describe('a reminder mail through a real mail server', () => {
  let app: FastifyInstance;
  let db: Db;
  let config: TConfig;
  setUpTestApp((test) => ({ app, db, config } = test), { config: () => ({ smtpUrl: smtp.url, appEnv: 'staging' }) });

  it('arrives at the time the member chose on the account screen, with one-click unsubscribe headers that work', async () => {
    const { user, token } = await createAccount(db);
    // Two hours from now, in São Paulo's wall-clock time, on every day.
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const time = local.format(new Date(Date.now() + 2 * 3_600_000));
    const schedule = { enabled: true, paused: false, days: [1, 2, 3, 4, 5, 6, 7], time, time_zone: 'America/Sao_Paulo', channel: 'mail' };
    const saved = await app.inject({ method: 'PUT', url: `/api/users/${user.id}/reminders`, headers: asCookie(token), payload: schedule });
    expect(saved.statusCode).toBe(200);
    const due = nextReminder({ days: schedule.days, time, timeZone: schedule.time_zone }, new Date())!.at;

    const run = { db, mailer: app.mailer, config };
    expect(await sendDueReminders(run, minutes(due, -1))).toBe(0);
    expect(await sendDueReminders(run, due)).toBe(1);
    await readSettledOutbox(db);
    const received = smtp.received.filter((mail) => mail.to.includes(user.email));
    expect(received).toHaveLength(1);
    // Unfolded: a long header continues on lines that start with white space.
    const raw = received[0]!.raw.replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    const link = /^List-Unsubscribe: <([^>]+)>\r$/m.exec(raw)?.[1];
    expect(link).toMatch(new RegExp(`^${config.appUrl}/api/reminders/unsubscribe\\?token=`));
    // Delivered outside local, the row keeps neither the body nor the headers (they carry the token).
    const [row] = await db.select().from(outboxMails).where(eq(outboxMails.to, user.email));
    expect(row).toMatchObject({ state: 'delivered', headers: null });

    // The mail client's one-click: a form POST to the header's address, no session.
    const url = new URL(link!);
    const response = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(200);
    const [settings] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id));
    expect(settings).toMatchObject({ enabled: false, nextDueAt: null });
  });
});
