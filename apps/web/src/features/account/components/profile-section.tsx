import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@innerway/domain';
import { Alert, Button, Card } from '../../../components/ui';
import { lazyDialog, useDialogOpener } from '../../../lib/lazy-dialog';
import styles from './account-sections.module.css';

// Shown only after 'Edit': its code (react-hook-form) loads then, or on a sign that it will be pressed.
const ProfileEditForm = lazyDialog(() => import('./profile-edit-form'));

export function ProfileSection({ user }: { user: TUser }) {
  const { t } = useTranslation(['account', 'errors']);
  const [editing, setEditing] = useState(false);
  // After a save: true, or the new address when the account moved to one that waits for its link.
  const [saved, setSaved] = useState<true | string | null>(null);
  const editForm = useDialogOpener(ProfileEditForm);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to Edit only after an edit, not when the page first shows.
  const [hasEdited, setHasEdited] = useState(false);

  useEffect(() => {
    if (!editing && hasEdited) editButtonRef.current?.focus();
  }, [editing, hasEdited]);

  const startEditing = () =>
    editForm.open(() => {
      setSaved(null);
      setEditing(true);
    });
  const stopEditing = (afterSave: true | string | null) => {
    setSaved(afterSave);
    setHasEdited(true);
    setEditing(false);
  };

  return (
    <Card as="section" className={styles.section} aria-labelledby="profile-heading">
      <div className={styles.sectionHeader}>
        <h2 id="profile-heading">{t('profile.heading')}</h2>
        {!editing && (
          <Button ref={editButtonRef} variant="secondary" busy={editForm.busy} {...editForm.intent} onClick={startEditing}>
            {t('profile.edit')}
          </Button>
        )}
      </div>
      {editForm.error && <Alert tone="error">{editForm.error}</Alert>}
      {editing ? (
        <ProfileEditForm
          user={user}
          onSaved={({ newEmail }) => stopEditing(newEmail ?? true)}
          onCancel={() => stopEditing(null)}
        />
      ) : (
        <>
          <dl className={styles.details}>
            <div>
              <dt>{t('profile.name')}</dt>
              <dd>{user.name}</dd>
            </div>
            <div>
              <dt>{t('profile.email')}</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>{t('profile.consent')}</dt>
              <dd>{user.marketing_opt_in ? t('profile.consentYes') : t('profile.consentNo')}</dd>
            </div>
          </dl>
          {saved === true && <Alert tone="success">{t('profile.saved')}</Alert>}
          {typeof saved === 'string' && <Alert tone="success">{t('profile.savedEmail', { email: saved })}</Alert>}
        </>
      )}
    </Card>
  );
}
