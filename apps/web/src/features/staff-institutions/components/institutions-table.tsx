import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TStaffInstitution } from '@innerway/domain';
import { DataTable, NumberCell } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { formatDate } from '../lib/code-dates';
import { institutionName } from '../lib/institution-name';

/** Every institution: its name in the reader's language (a link to its page), status, members and seats. */
export function InstitutionsTable({ institutions }: { institutions: TStaffInstitution[] }) {
  const { t } = useTranslation('staffInstitutions');
  const language = currentLanguage();
  return (
    <DataTable
      caption={t('list.caption')}
      columns={[t('list.name'), t('list.status'), { label: t('list.members'), numeric: true }, { label: t('list.seatsUsed'), numeric: true }, t('list.created')]}
    >
      {institutions.map((institution) => (
        <tr key={institution.id}>
          <th scope="row">
            <Link to={`${institution.id}`}>{institutionName(institution, language)}</Link>
          </th>
          <td>{t(institution.is_active ? 'status.active' : 'status.inactive')}</td>
          <NumberCell>{institution.member_count}</NumberCell>
          <NumberCell>{institution.seats_used}</NumberCell>
          <td>{formatDate(institution.created_at, language)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
