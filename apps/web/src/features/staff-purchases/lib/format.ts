import { useTranslation } from 'react-i18next';

/** Dates and times of these screens, in the viewer's language and time zone; `—` for none. */
export function useStaffDateFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '—');
}
