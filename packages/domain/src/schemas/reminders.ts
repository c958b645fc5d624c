import { z } from 'zod';
import { issueMessage } from '../error-codes.ts';
import { minutesOfDay } from '../rules/reminder-schedule.ts';
import { isTimeZone } from '../rules/time-zone.ts';
import { ZLanguage } from './fields.ts';

/**
 * How a member's reminders reach them: a mail from the server, or a local notification the app
 * schedules on the phone (then the server sends no mail).
 */
export const ReminderChannels = ['mail', 'app'] as const;
export type TReminderChannel = (typeof ReminderChannels)[number];

export const ReminderLimits = {
  /**
   * A reminder the server could not send at its time (the worker was down) still goes out this
   * long after it; later, that day's is skipped: a morning nudge at night helps nobody.
   */
  catchUpHours: 6,
  /** An unsubscribe link works this long after its mail. */
  unsubscribeLinkDays: 60,
} as const;

const ZWeekday = z.number().int().min(1).max(7);

/**
 * A member's reminder settings (GET and PUT /users/:id/reminders). Off until the member opts in;
 * `paused` keeps the chosen days and time while no reminder is sent. Separate from the marketing
 * consent. `days` are ISO weekdays, 1 (Monday) to 7 (Sunday), and `time` a wall-clock 'HH:MM'
 * in `time_zone`, an IANA name.
 */
const ZTime = z.string().refine((time) => minutesOfDay(time) !== null, { error: issueMessage('reminders.time_invalid') });
const ZTimeZone = z.string().max(64).refine(isTimeZone, { error: issueMessage('reminders.time_zone_invalid') });

export const ZReminderSettings = z
  .object({
    enabled: z.boolean(),
    paused: z.boolean(),
    days: z.array(ZWeekday).max(7),
    time: ZTime,
    /** Null until the member first saves: the screen offers the device's own zone. */
    time_zone: z.string().nullable(),
    channel: z.enum(ReminderChannels),
  })
  .meta({ id: 'ReminderSettings' });
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

/** The settings as a member saves them: turned on, they need at least one day; days come back sorted, once each. */
export const ZReminderSettingsUpdate = z
  .object({
    enabled: z.boolean(),
    paused: z.boolean(),
    days: z
      .array(ZWeekday)
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    time: ZTime,
    time_zone: ZTimeZone,
    channel: z.enum(ReminderChannels),
  })
  .refine((settings) => !settings.enabled || settings.days.length > 0, {
    error: issueMessage('reminders.days_required'),
    path: ['days'],
  })
  .meta({ id: 'ReminderSettingsUpdate' });
export type TReminderSettingsUpdate = z.input<typeof ZReminderSettingsUpdate>;

/** What a signed unsubscribe link is (GET /reminders/unsubscribe): usable, or why not. */
export const UnsubscribeLinkStates = ['valid', 'invalid', 'expired'] as const;

/** GET and POST /reminders/unsubscribe: the link's state; when valid, whether reminders are on now and the member's language. */
export const ZUnsubscribeLink = z
  .object({
    state: z.enum(UnsubscribeLinkStates),
    reminders_on: z.boolean(),
    language: ZLanguage.nullable(),
  })
  .meta({ id: 'UnsubscribeLink' });
export type TUnsubscribeLink = z.infer<typeof ZUnsubscribeLink>;

/** The settings as the server saves them, after the update schema's checks and tidying. */
export type TReminderSettingsChange = z.output<typeof ZReminderSettingsUpdate>;

/** POST /dev/reminders/run (local only): the reminder run at a chosen instant, the browser journeys' clock. */
export const ZReminderRun = z.object({ now: z.iso.datetime() });
export const ZReminderRunReply = z.object({ sent: z.number().int() });
