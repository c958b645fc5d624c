import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@innerway/domain';
import { Card, LoadError, LoadingRegion, Skeleton } from '../../../components/ui';
import { lazyDialog, useDialogOpener } from '../../../lib/lazy-dialog';
import { useServerErrorText } from '../../../lib/server-error';
import { useReminderSettingsQuery } from '../api/reminder-settings';
import styles from './reminders.module.css';

// The form's code comes after the account screen's first paint, with the settings it shows.
const RemindersForm = lazyDialog(() => import('./reminders-form'));

/** The account screen's reminders: opt in, days, time and zone, pause and resume. */
export function RemindersSection({ user }: { user: TUser }) {
  const { t } = useTranslation(['reminders', 'common']);
  const serverErrorText = useServerErrorText();
  const settings = useReminderSettingsQuery(user.id);
  const form = useDialogOpener(RemindersForm);
  const { load } = form;
  useEffect(() => load(), [load]);

  const loadError = settings.isError ? serverErrorText(settings.error) : form.error;
  const retry = () => {
    if (settings.isError) void settings.refetch();
    else load();
  };

  return (
    <Card as="section" className={styles.section} aria-labelledby="reminders-heading">
      <h2 id="reminders-heading">{t('heading')}</h2>
      <p className={styles.muted}>{t('intro')}</p>
      {loadError ? (
        <LoadError message={t('loadFailed', { error: loadError })} onRetry={retry} retrying={settings.isFetching || form.busy} />
      ) : settings.data && RemindersForm.loaded() ? (
        <RemindersForm user={user} settings={settings.data} />
      ) : (
        <LoadingRegion label={t('loading')} className={styles.stack}>
          <Skeleton width="60%" />
          <Skeleton shape="block" height="7rem" />
        </LoadingRegion>
      )}
    </Card>
  );
}
