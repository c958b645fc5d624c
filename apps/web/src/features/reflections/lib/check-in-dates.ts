import type { TLanguage } from '@innerway/domain';

/** A check-in's day as the reader writes it ('3 May 2026', 'May 3, 2026', '3 may 2026'). */
export function formatCheckInDate(date: Date | string, language: TLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(date));
}
