import { useTranslation } from 'react-i18next';
import type { TAuditEvent } from '@innerway/domain';
import { DataTable } from '../../../components/ui';
import { MemberPageLink } from '../../staff';
import styles from './staff-actions.module.css';

/** The log's rows: when, who, what, whom and why, in the reader's language and time zone. */
export function AuditTable({ events }: { events: TAuditEvent[] }) {
  const { t, i18n } = useTranslation('staffActions');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const member = (event: TAuditEvent) => {
    if (event.subject_email && event.subject_user_id !== null) return <MemberPageLink userId={event.subject_user_id}>{event.subject_email}</MemberPageLink>;
    if (event.subject_user_id !== null) return t('audit.deletedMember', { id: event.subject_user_id });
    return t('audit.noMember');
  };

  return (
    <DataTable
      caption={t('audit.table.caption')}
      columns={[t('audit.table.when'), t('audit.table.actor'), t('audit.table.action'), t('audit.table.member'), t('audit.table.reason')]}
    >
      {events.map((event) => (
        <tr key={event.id}>
          <td className={styles.nowrap}>
            <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
          </td>
          <td className={styles.address}>
            {event.actor_user_id === null ? (
              t('audit.goneActor', { email: event.actor_email })
            ) : (
              <MemberPageLink userId={event.actor_user_id}>{event.actor_email}</MemberPageLink>
            )}
          </td>
          <th scope="row">{t(`auditAction.${event.action}`, { defaultValue: event.action })}</th>
          <td className={styles.address}>{member(event)}</td>
          <td className={styles.reason}>{event.reason}</td>
        </tr>
      ))}
    </DataTable>
  );
}
