import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TPersonListed } from '@innerway/domain';
import { DataTable } from '../../../components/ui';
import { formatDate } from '../lib/format-date';
import { AccessLabel } from './access-label';
import { StatusBadges } from './status-badges';
import styles from './people.module.css';

interface PeopleTableProps {
  people: TPersonListed[];
  caption: string;
  onInstitution: (institutionId: number) => void;
}

/** The members found, a row each; the name opens their page (which can lead back to this search). */
export function PeopleTable({ people, caption, onInstitution }: PeopleTableProps) {
  const { t, i18n } = useTranslation('staffPeople');
  const location = useLocation();
  const columns = ['name', 'email', 'access', 'status', 'institution', 'joined'].map((column) => t(`columns.${column}`));
  return (
    <DataTable caption={caption} columns={columns}>
      {people.map((person) => (
        <tr key={person.id}>
          <th scope="row">
            <Link to={`/studio/people/${person.id}`} state={{ search: location.search }} className={styles.nameLink}>
              {person.name}
            </Link>
          </th>
          <td className={styles.email}>{person.email}</td>
          <td>
            <AccessLabel trial={person.is_trial_mode} source={person.access_source} />
          </td>
          <td>
            <StatusBadges admin={person.is_admin} disabled={person.is_disabled} verified={person.is_email_verified} />
          </td>
          <td>
            {person.institution ? (
              <button type="button" className={styles.linkButton} onClick={() => onInstitution(person.institution!.id)}>
                {person.institution.name}
              </button>
            ) : (
              <span className={styles.muted}>{t('person.none')}</span>
            )}
          </td>
          <td>
            <time dateTime={person.created_at}>{formatDate(person.created_at, i18n.language)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
