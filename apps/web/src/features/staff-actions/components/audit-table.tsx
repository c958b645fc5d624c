import { useTranslation } from 'react-i18next';
import type { TAuditEvent } from '@innerway/domain';
import styles from './staff-actions.module.css';

/** The log's rows: when, who, whom, what and why, in the reader's language and time zone. */
export function AuditTable({ events }: { events: TAuditEvent[] }) {
  const { t, i18n } = useTranslation('staffActions');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const member = (event: TAuditEvent) => {
    if (event.subject_email) return event.subject_email;
    if (event.subject_user_id !== null) return t('audit.deletedMember', { id: event.subject_user_id });
    return t('audit.noMember');
  };

  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('audit.table.caption')}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('audit.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.table.when')}</th>
            <th scope="col">{t('audit.table.actor')}</th>
            <th scope="col">{t('audit.table.action')}</th>
            <th scope="col">{t('audit.table.member')}</th>
            <th scope="col">{t('audit.table.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td className={styles.nowrap}>
                <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
              </td>
              <td>{event.actor_user_id === null ? t('audit.goneActor', { email: event.actor_email }) : event.actor_email}</td>
              <td>{t(`auditAction.${event.action}`, { defaultValue: event.action })}</td>
              <td>{member(event)}</td>
              <td className={styles.reason}>{event.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
