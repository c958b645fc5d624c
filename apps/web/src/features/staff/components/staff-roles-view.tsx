import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { StaffRole, type TStaffPeople, type TStaffPerson } from '@innerway/domain';
import { Alert, Button, DataTable, LoadError, LoadingRegion, PageHeader, Skeleton } from '../../../components/ui';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { Screen } from '../../../components/ui/screen';
import { useServerErrorText } from '../../../lib/server-error';
import { useChangeRoleMutation } from '../api/staff-roles';
import { GrantRoleDialog } from './grant-role-dialog';
import styles from './staff-roles.module.css';

type THeld = TStaffPerson['roles'][number];

export interface StaffRolesViewProps {
  list: TStaffPeople | undefined;
  /** The signed-in admin, whose own admin role offers no 'Take back'. */
  viewerId: number | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  retrying: boolean;
}

/** The staff roles screen (admins): who holds which role; giving one, taking one back. */
export function StaffRolesView({ list, viewerId, isPending, isError, onRetry, retrying }: StaffRolesViewProps) {
  const { t, i18n } = useTranslation('staff');
  const serverErrorText = useServerErrorText();
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState<{ person: TStaffPerson; held: THeld } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const revoke = useChangeRoleMutation('revoke');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const roleLabel = (held: THeld) =>
    held.institution_name ? t('roles.managerOf', { institution: held.institution_name }) : t(`roleNames.${held.role}`);

  const closeRevoke = (open: boolean) => {
    if (!open) {
      setRevoking(null);
      revoke.reset();
    }
  };

  return (
    <Screen>
      <PageHeader
        title={t('roles.title')}
        subtitle={t('roles.subtitle')}
        actions={
          <Button icon={<UserPlus aria-hidden="true" />} onClick={() => setGranting(true)} disabled={!list}>
            {t('roles.grant')}
          </Button>
        }
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      {isError && (
        <LoadError message={t('roles.loadError')} onRetry={onRetry} retrying={retrying} />
      )}
      {isPending && (
        <LoadingRegion label={t('roles.loading')}>
          <Skeleton shape="block" height={240} />
        </LoadingRegion>
      )}
      {list && (
        <DataTable caption={t('roles.caption', { count: list.people.length })} columns={[t('roles.person'), t('roles.roles')]}>
          {list.people.map((person) => (
            <tr key={person.user_id}>
              <th scope="row">
                <span className={styles.person}>
                  <span>{person.name}</span>
                  <span className={styles.email}>{person.email}</span>
                </span>
              </th>
              <td>
                <ul className={styles.roles}>
                  {person.roles.map((held) => (
                    <li key={`${held.role}-${held.institution_id ?? ''}`} className={styles.role}>
                      <span>
                        {roleLabel(held)}
                        {held.granted_at && <span className={styles.since}>{t('roles.since', { date: date.format(new Date(held.granted_at)) })}</span>}
                      </span>
                      {/* Nobody takes the admin role from themselves (the server refuses it too). */}
                      {!(held.role === StaffRole.Admin && person.user_id === viewerId) && (
                        <Button variant="ghost" onClick={() => setRevoking({ person, held })}>
                          {t('roles.revoke')}
                          <span className="visually-hidden">{t('roles.revokeWhat', { role: roleLabel(held), name: person.name })}</span>
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {list && (
        <GrantRoleDialog
          open={granting}
          onOpenChange={(open) => {
            setGranting(open);
            if (!open) setNotice(null);
          }}
          institutions={list.institutions}
          onGranted={setNotice}
        />
      )}
      <ReasonDialog
        open={revoking !== null}
        onOpenChange={closeRevoke}
        title={t('roles.revokeTitle')}
        description={revoking ? t('roles.revokeDescription', { role: roleLabel(revoking.held), name: revoking.person.name }) : ''}
        confirmLabel={t('roles.revokeConfirm')}
        tone="danger"
        busy={revoke.isPending}
        error={revoke.isError ? serverErrorText(revoke.error) : undefined}
        onConfirm={(reason) => {
          if (!revoking) return;
          const { person, held } = revoking;
          revoke.mutate(
            { email: person.email, role: held.role, institution_id: held.institution_id, reason },
            {
              onSuccess: () => {
                setNotice(t('roles.revoked', { role: roleLabel(held), name: person.name }));
                closeRevoke(false);
              },
            },
          );
        }}
      />
    </Screen>
  );
}
