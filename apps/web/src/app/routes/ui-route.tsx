import { useState } from 'react';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  CheckboxField,
  PageHeader,
  RadioGroup,
  Skeleton,
  Spinner,
  TextField,
  TextLink,
} from '../../components/ui';
import { lazyDialog, useDialogOpener } from '../../lib/lazy-dialog';
import { LanguageToggle } from '../layout/language-toggle';
import { Screen } from '../../components/ui/screen';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './ui-route.module.css';

const DialogSample = lazyDialog(() => import('./ui-dialog-sample'));

/** Local only: every primitive in its states, to check the look and the keyboard at a glance. */
export default function UiRoute() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('ui.title'));
  const [open, setOpen] = useState(false);
  const dialog = useDialogOpener(DialogSample);
  const voices = [
    { value: 'female', label: t('ui.female') },
    { value: 'male', label: t('ui.male') },
  ];
  return (
    <Screen>
      <PageHeader title={t('ui.title')} subtitle={t('ui.subtitle')} />
      <div className={styles.grid}>
        <Card as="section" aria-labelledby="ui-buttons">
          <h2 id="ui-buttons">{t('ui.buttons')}</h2>
          <div className={styles.row}>
            <Button>{t('ui.primary')}</Button>
            <Button variant="secondary">{t('ui.secondary')}</Button>
            <Button variant="ghost">{t('ui.ghost')}</Button>
            <Button variant="danger">{t('ui.danger')}</Button>
          </div>
          <div className={styles.row}>
            <Button busy>{t('ui.busy')}</Button>
            <Button disabled>{t('ui.primary')}</Button>
            <Button variant="secondary" icon={<Heart aria-hidden="true" />}>
              {t('ui.secondary')}
            </Button>
            <ButtonLink to="/" variant="secondary">
              {t('actions.returnToDashboard')}
            </ButtonLink>
          </div>
          <TextLink to="/">{t('ui.linkSample')}</TextLink>
        </Card>

        <Card as="section" aria-labelledby="ui-fields">
          <h2 id="ui-fields">{t('ui.fields')}</h2>
          <TextField label={t('ui.sampleEmail')} type="email" hint={t('ui.sampleEmailHint')} autoComplete="off" />
          <TextField label={t('ui.sampleName')} error={t('ui.sampleError')} />
          <TextField label={t('ui.sampleEmail')} value="someone@example.com" readOnly />
          <CheckboxField label={t('ui.sampleConsent')} />
          <RadioGroup label={t('ui.sampleChoice')} items={voices} defaultValue="female" orientation="horizontal" />
          <LanguageToggle />
        </Card>

        <Card as="section" aria-labelledby="ui-feedback">
          <h2 id="ui-feedback">{t('ui.feedback')}</h2>
          <Alert tone="error">{t('ui.errorSample')}</Alert>
          <Alert tone="success">{t('ui.successSample')}</Alert>
          <Alert tone="info">{t('ui.infoSample')}</Alert>
        </Card>

        <Card as="section" aria-labelledby="ui-loading">
          <h2 id="ui-loading">{t('ui.loading')}</h2>
          <div className={styles.row}>
            <Spinner size="small" />
            <Spinner />
            <Spinner size="large" />
          </div>
          <Skeleton width="60%" />
          <Skeleton />
          <Skeleton shape="block" />
        </Card>

        <Card as="section" aria-labelledby="ui-dialog">
          <h2 id="ui-dialog">{t('ui.dialog')}</h2>
          <div className={styles.row}>
            <Button variant="secondary" busy={dialog.busy} onClick={() => dialog.open(() => setOpen(true))} {...dialog.intent}>
              {t('ui.openDialog')}
            </Button>
          </div>
          {dialog.error && <Alert tone="error">{dialog.error}</Alert>}
          <DialogSample open={open} onOpenChange={setOpen} />
        </Card>
      </div>
    </Screen>
  );
}
