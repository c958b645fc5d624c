import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TOutboxMail } from '@innerway/domain';
import { Alert, Button, Card, PageHeader, Skeleton } from '../../components/ui';
import { apiBasePath, apiGet } from '../../lib/api-client';
import { useServerErrorText } from '../../lib/server-error';
import { Screen } from '../../components/ui/screen';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './dev-mail-route.module.css';

const linkPattern = /https?:\/\/[^\s<>"')]+/g;

function MailCard({ mail }: { mail: TOutboxMail }) {
  const { t, i18n } = useTranslation('common');
  const links = [...new Set(mail.text.match(linkPattern) ?? [])];
  const sentAt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(mail.sent_at));
  return (
    <Card as="article" className={styles.mail}>
      <header className={styles.mailHeader}>
        <h2 className={styles.subject}>{mail.subject}</h2>
        <dl className={styles.meta}>
          <div>
            <dt>{t('devMail.to')}</dt>
            <dd>{mail.to}</dd>
          </div>
          <div>
            <dt>{t('devMail.sentAt')}</dt>
            <dd>
              <time dateTime={mail.sent_at}>{sentAt}</time>
            </dd>
          </div>
          <div>
            <dt>{t('devMail.delivery')}</dt>
            <dd>{t(`devMail.states.${mail.state}`)}</dd>
          </div>
          {mail.last_error && (
            <div>
              <dt>{t('devMail.lastError')}</dt>
              <dd>{mail.last_error}</dd>
            </div>
          )}
        </dl>
      </header>
      {links.length > 0 && (
        <section aria-label={t('devMail.links')}>
          <h3 className={styles.sectionTitle}>{t('devMail.links')}</h3>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link}>
                <a href={link}>{link}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <details>
        <summary>{t('devMail.text')}</summary>
        <pre className={styles.text}>{mail.text}</pre>
      </details>
      {mail.html && (
        <details>
          <summary>{t('devMail.html')}</summary>
          {/* Untrusted markup: loaded as a document of its own, under its own CSP (inline styles,
              no scripts), never as srcdoc, which would inherit this page's CSP and lose every
              inline style. The sandbox keeps scripts and this origin's rights out either way. */}
          <iframe
            className={styles.frame}
            title={mail.subject}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            src={`${apiBasePath}/dev/outbox/${mail.id}/html`}
          />
        </details>
      )}
    </Card>
  );
}

/** Local only: the mail the app has "sent", so a developer can follow verification and reset links. */
export default function DevMailRoute() {
  const { t } = useTranslation('common');
  const errorText = useServerErrorText();
  useDocumentTitle(t('devMail.title'));
  const outbox = useQuery({ queryKey: ['dev', 'outbox'], queryFn: () => apiGet('/dev/outbox') });
  return (
    <Screen>
      <PageHeader
        title={t('devMail.title')}
        subtitle={t('devMail.subtitle')}
        actions={
          <Button variant="secondary" icon={<RefreshCw aria-hidden="true" />} busy={outbox.isFetching} onClick={() => void outbox.refetch()}>
            {t('actions.refresh')}
          </Button>
        }
      />
      {outbox.isPending && (
        <div className={styles.list} aria-hidden="true">
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </div>
      )}
      {outbox.isError && <Alert tone="error">{t('devMail.failed', { error: errorText(outbox.error) })}</Alert>}
      {outbox.data?.length === 0 && <p className={styles.empty}>{t('devMail.empty')}</p>}
      {outbox.data && outbox.data.length > 0 && (
        <div className={styles.list}>
          {outbox.data.map((mail) => (
            <MailCard key={mail.id} mail={mail} />
          ))}
        </div>
      )}
    </Screen>
  );
}
