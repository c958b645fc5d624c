import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, Button, ButtonLink, LoadError, Spinner } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import i18n, { currentLanguage } from '../../../lib/i18n';
import { useServerErrorText } from '../../../lib/server-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthPanel, authPanelStyles } from '../../auth';
import { useUnsubscribeLinkQuery, useUnsubscribeMutation } from '../api/unsubscribe-link';
import styles from './unsubscribe-route.module.css';

/**
 * A reminder mail's "Stop these reminders" link: works signed out, asks before it acts (a link
 * scanner that opens it changes nothing), and speaks the member's language.
 */
export default function UnsubscribeRoute() {
  const { t } = useTranslation(['reminders', 'common']);
  useDocumentTitle(t('unsubscribe.title'));
  const serverErrorText = useServerErrorText();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const link = useUnsubscribeLinkQuery(token);
  const unsubscribe = useUnsubscribeMutation(token);

  // The member's own language for this page, without making it this browser's choice.
  const language = link.data?.language;
  const switching = language !== undefined && language !== null && language !== currentLanguage();
  useEffect(() => {
    if (switching) void i18n.changeLanguage(language);
  }, [switching, language]);

  const refusedAs = unsubscribe.error instanceof ApiError ? unsubscribe.error.status : null;
  const state = !token || refusedAs === 403 ? 'invalid' : refusedAs === 410 ? 'expired' : link.data?.state;

  let content;
  if (state === 'invalid' || state === 'expired') {
    content = <Alert tone="error">{t(`unsubscribe.${state}`)}</Alert>;
  } else if (unsubscribe.isSuccess) {
    content = <Alert tone="success">{t('unsubscribe.done')}</Alert>;
  } else if (link.isError) {
    content = <LoadError message={t('unsubscribe.failed', { error: serverErrorText(link.error) })} onRetry={link.refetch} retrying={link.isFetching} />;
  } else if (!link.data || switching) {
    content = (
      <p className={styles.statusLine} role="status">
        <Spinner size="small" />
        {t('unsubscribe.checking')}
      </p>
    );
  } else if (!link.data.reminders_on) {
    content = <Alert tone="info">{t('unsubscribe.alreadyOff')}</Alert>;
  } else {
    content = (
      <>
        <p>{t('unsubscribe.question')}</p>
        {unsubscribe.isError && <Alert tone="error">{t('unsubscribe.failed', { error: serverErrorText(unsubscribe.error) })}</Alert>}
        <Button block busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          {t('unsubscribe.confirm')}
        </Button>
      </>
    );
  }

  const settled = state === 'invalid' || state === 'expired' || unsubscribe.isSuccess || link.data?.reminders_on === false;
  return (
    <AuthPanel title={t('unsubscribe.title')}>
      <div className={authPanelStyles.actions}>
        {content}
        {settled && (
          <ButtonLink to="/users/me" variant="secondary" block>
            {t('unsubscribe.toAccount')}
          </ButtonLink>
        )}
      </div>
    </AuthPanel>
  );
}
