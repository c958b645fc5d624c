import type { TLanguage } from '@innerway/domain';

/** A card's dates as the reader writes them ('3 May 2025', 'May 3, 2025', '3 may 2025'). */
export function formatGiftDate(iso: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}
