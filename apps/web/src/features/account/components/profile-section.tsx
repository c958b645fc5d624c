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
  const [saved, setSaved] = useState(false);
  const editForm = useDialogOpener(ProfileEditForm);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to Edit only after an edit, not when the page first shows.
  const [hasEdited, setHasEdited] = useState(false);

  useEffect(() => {
    if (!editing && hasEdited) editButtonRef.current?.focus();
  }, [editing, hasEdited]);

  const startEditing = () =>
    editForm.open(() => {
      setSaved(false);
      setEditing(true);
    });
  const stopEditing = (afterSave: boolean) => {
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
        <ProfileEditForm user={user} onSaved={() => stopEditing(true)} onCancel={() => stopEditing(false)} />
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
          {saved && <Alert tone="success">{t('profile.saved')}</Alert>}
        </>
      )}
    </Card>
  );
}
