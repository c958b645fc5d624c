import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, DataTable, LoadError, LoadingRegion, Skeleton } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { useServerErrorText } from '../../../lib/server-error';
import { useInstitutionMembersQuery } from '../api/institutions';
import { formatDate } from '../lib/code-dates';
import { MemberPageLink } from '../../staff';
import page from '../../../components/ui/staff-page.module.css';

/** The institution's members: name, address and when they joined, never anything they wrote. */
export function InstitutionMembers({ institutionId, displayName }: { institutionId: number; displayName: string }) {
  const { t } = useTranslation('staffInstitutions');
  const serverErrorText = useServerErrorText();
  const headingId = useId();
  const language = currentLanguage();
  const members = useInstitutionMembersQuery(institutionId);
  const rows = members.data?.pages.flatMap((page) => page.members) ?? [];

  return (
    <Card as="section" aria-labelledby={headingId} className={page.section}>
      <h2 id={headingId} className={page.sectionHeading}>
        {t('members.heading')}
      </h2>
      {members.isPending ? (
        <LoadingRegion label={t('loading')}>
          <Skeleton shape="block" height={120} />
        </LoadingRegion>
      ) : members.isError && rows.length === 0 ? (
        <LoadError message={t('members.loadFailed', { error: serverErrorText(members.error) })} onRetry={members.refetch} retrying={members.isFetching} />
      ) : rows.length === 0 ? (
        <p className={page.muted}>{t('members.empty')}</p>
      ) : (
        <>
          <DataTable caption={t('members.caption', { name: displayName })} columns={[t('members.name'), t('members.email'), t('members.joined')]}>
            {rows.map((member) => (
              <tr key={member.user_id}>
                <th scope="row">
                <MemberPageLink userId={member.user_id}>{member.name}</MemberPageLink>
              </th>
                <td>{member.email}</td>
                <td>{member.joined_at === null ? t('members.joinedOtherwise') : formatDate(member.joined_at, language)}</td>
              </tr>
            ))}
          </DataTable>
          {members.isFetchNextPageError && <Alert tone="error">{t('members.loadFailed', { error: serverErrorText(members.error) })}</Alert>}
          {members.hasNextPage && (
            <div className={page.buttonRow}>
              <Button variant="secondary" busy={members.isFetchingNextPage} onClick={() => void members.fetchNextPage()}>
                {t('members.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
