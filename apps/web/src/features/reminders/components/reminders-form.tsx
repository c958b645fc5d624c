import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { minutesOfDay, type TReminderSettings, type TReminderSettingsUpdate, type TUser } from '@innerway/domain';
import { Alert, Button, CheckboxField, TextField } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { useServerErrorText } from '../../../lib/server-error';
import { remindsByNotification } from '../../../platform/reminders';
import { useSaveRemindersMutation } from '../api/reminder-settings';
import { applyOnDevice, askNotificationPermission } from '../lib/device-reminders';
import { deviceTimeZone, formatTime, listDays, timeZoneChoices, weekdayNames } from '../lib/schedule-words';
import styles from './reminders-form.module.css';

const everyDay = [1, 2, 3, 4, 5, 6, 7];

function initialDraft(settings: TReminderSettings, inApp: boolean): TReminderSettingsUpdate {
  return {
    enabled: settings.enabled,
    paused: settings.paused,
    days: settings.days.length > 0 ? settings.days : everyDay,
    time: settings.time,
    // The apps' notifications follow the phone's clock, so there the zone is the phone's.
    time_zone: inApp ? deviceTimeZone() : (settings.time_zone ?? deviceTimeZone()),
    // In the apps reminders come as notifications unless the member asked for mail there.
    channel: inApp && (!settings.enabled || settings.channel === 'app') ? 'app' : settings.channel,
  };
}

/** The reminders form (loaded after the account screen): what is saved now, and the draft to change it. */
export default function RemindersForm({ user, settings }: { user: TUser; settings: TReminderSettings }) {
  const { t } = useTranslation(['reminders', 'errors']);
  const serverErrorText = useServerErrorText();
  const language = currentLanguage();
  const inApp = remindsByNotification();
  const [draft, setDraft] = useState(() => initialDraft(settings, inApp));
  const [edited, setEdited] = useState(false);
  const [denied, setDenied] = useState(false);
  const [problem, setProblem] = useState<'days' | 'time' | null>(null);
  const texts = { title: t('notification.title'), body: t('notification.body') };
  const save = useSaveRemindersMutation(user.id, (next) => applyOnDevice(next, texts));

  // In the apps, the phone's notifications follow what the account says (another device may have changed it).
  const { enabled, paused, channel, days, time } = settings;
  useEffect(() => {
    if (!inApp) return;
    void applyOnDevice({ enabled, paused, channel, days, time, time_zone: deviceTimeZone() }, texts).catch(() => undefined);
    // The texts follow the language; a new language's texts come with the next save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inApp, enabled, paused, channel, days, time]);

  const change = (patch: Partial<TReminderSettingsUpdate>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setEdited(true);
    setProblem(null);
  };

  const turn = async (on: boolean) => {
    setDenied(false);
    // The permission is asked at the moment it is needed: when reminders are turned on in the app.
    if (on && draft.channel === 'app' && (await askNotificationPermission()) === 'denied') {
      setDenied(true);
      return;
    }
    change({ enabled: on, paused: false });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.enabled && draft.days.length === 0) return setProblem('days');
    if (minutesOfDay(draft.time) === null) return setProblem('time');
    save.mutate(draft, { onSuccess: () => setEdited(false) });
  };

  const togglePause = () => {
    const next: TReminderSettingsUpdate = { ...initialDraft(settings, inApp), paused: !settings.paused };
    setDraft(next);
    save.mutate(next, { onSuccess: () => setEdited(false) });
  };

  const useMail = () => {
    setDenied(false);
    change({ enabled: true, paused: false, channel: 'mail' });
  };

  const names = weekdayNames(language);
  const status = !settings.enabled
    ? t('status.off')
    : settings.paused
      ? t('status.paused')
      : settings.days.length === 7
        ? t('status.everyDay', { time: formatTime(settings.time, language) })
        : t('status.on', { days: listDays(settings.days, language), time: formatTime(settings.time, language) });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.status}>{status}</p>
      <CheckboxField label={t('enabled')} checked={draft.enabled} onChange={(event) => void turn(event.target.checked)} />
      {denied && (
        <div className={styles.stack}>
          <Alert tone="info">{t('permissionDenied')}</Alert>
          <div>
            <Button variant="secondary" onClick={useMail}>
              {t('useMail')}
            </Button>
          </div>
        </div>
      )}
      {draft.enabled && (
        <>
          <fieldset className={styles.days} aria-describedby={problem === 'days' ? 'reminder-days-error' : undefined}>
            <legend className={styles.label}>{t('days')}</legend>
            <div className={styles.dayRow}>
              {names.map(({ day, short, long }) => (
                <label key={day} className={styles.day} title={long}>
                  <input
                    type="checkbox"
                    className={styles.dayInput}
                    checked={draft.days.includes(day)}
                    aria-label={long}
                    onChange={(event) =>
                      change({ days: event.target.checked ? [...draft.days, day].sort((a, b) => a - b) : draft.days.filter((chosen) => chosen !== day) })
                    }
                  />
                  <span aria-hidden="true">{short}</span>
                </label>
              ))}
            </div>
            {problem === 'days' && (
              <p id="reminder-days-error" className={styles.error}>
                {t('errors:reminders.days_required')}
              </p>
            )}
          </fieldset>
          <TextField
            label={t('time')}
            type="time"
            required
            className={styles.time}
            value={draft.time}
            error={problem === 'time' ? t('errors:reminders.time_invalid') : undefined}
            onChange={(event) => change({ time: event.target.value })}
          />
          {draft.channel === 'app' ? (
            <p className={styles.muted}>{t('phoneClock')}</p>
          ) : (
            <div className={styles.field}>
              <label htmlFor="reminder-time-zone" className={styles.label}>
                {t('timeZone')}
              </label>
              <p id="reminder-time-zone-hint" className={styles.hint}>
                {t('timeZoneHint')}
              </p>
              <select
                id="reminder-time-zone"
                className={styles.select}
                aria-describedby="reminder-time-zone-hint"
                value={draft.time_zone}
                onChange={(event) => change({ time_zone: event.target.value })}
              >
                {timeZoneChoices(draft.time_zone).map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll('_', ' ')}
                  </option>
                ))}
              </select>
            </div>
          )}
          <p className={styles.muted}>
            {draft.channel === 'app'
              ? t(inApp ? 'byNotification' : 'byApp')
              : user.is_email_verified
                ? t('byMail', { email: user.email })
                : t('unverified')}
          </p>
        </>
      )}
      {save.isSuccess && !edited && <Alert tone="success">{t('saved')}</Alert>}
      {save.isError && <Alert tone="error">{t('saveFailed', { error: serverErrorText(save.error) })}</Alert>}
      <div className={styles.buttonRow}>
        <Button type="submit" busy={save.isPending} disabled={!edited}>
          {t('save')}
        </Button>
        {settings.enabled && (
          <Button variant="secondary" onClick={togglePause} disabled={save.isPending}>
            {settings.paused ? t('resume') : t('pause')}
          </Button>
        )}
      </div>
    </form>
  );
}
