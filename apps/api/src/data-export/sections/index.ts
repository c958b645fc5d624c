import { collectAccessHistory } from './access-history.ts';
import { collectAnalyticsEvents } from './analytics-events.ts';
import { collectAssessments } from './assessments.ts';
import { collectDevices } from './devices.ts';
import { collectJournal } from './journal.ts';
import { collectMails } from './mails.ts';
import { collectMindfulMinutes } from './mindful-minutes.ts';
import { collectProfile } from './profile.ts';
import { collectProgress } from './progress.ts';
import { collectReminders } from './reminders.ts';
import { collectSurveys } from './surveys.ts';
import type { TSectionCollector } from './section.ts';

/**
 * The export's sections, in the order the file and the page give them: the key names the
 * section in the JSON file, and its title on the readable page comes from export-words.ts (the
 * type asks for one in every language). A new kind of member data is one module here and one line.
 */
export const dataExportSections = {
  profile: collectProfile,
  progress: collectProgress,
  assessments: collectAssessments,
  journal: collectJournal,
  minutes: collectMindfulMinutes,
  reminders: collectReminders,
  access: collectAccessHistory,
  surveys: collectSurveys,
  devices: collectDevices,
  mails: collectMails,
  analytics: collectAnalyticsEvents,
} as const satisfies Record<string, TSectionCollector>;

export type TSectionKey = keyof typeof dataExportSections;
