import { useTranslation } from 'react-i18next';
import { ExternalLink, FileText, Info, LifeBuoy, LogOut, ShieldCheck, Star, UserX } from 'lucide-react';
import { Alert, Card, Spinner } from '../../../components/ui';
import { Link } from 'react-router';
import { appConfig } from '../../../lib/config';
import { currentLanguage } from '../../../lib/i18n';
import { useDialogOpener } from '../../../lib/lazy-dialog';
import { isNativePlatform } from '../../../platform/platform';
import { requestReview } from '../../../platform/review';
import { legalUrl, type TLegalDocument } from '../../../lib/legal';
import { DeleteAccountDialog } from './delete-account-section';
import styles from './account-sections.module.css';

/**
 * `onRequestDeletion` opens the deletion questions of the section below. The spec shows 'Request
 * Account Deletion' on iOS only; it shows on Android too, on purpose: Google Play also requires
 * an account deletion path inside the app. The website keeps the profile's deletion section only.
 */
export function LinksSection({ onRequestDeletion }: { onRequestDeletion: () => void }) {
  const { t } = useTranslation('account');
  const language = currentLanguage();
  const native = isNativePlatform();
  const deletion = useDialogOpener(DeleteAccountDialog);
  const documents: [TLegalDocument, typeof FileText, string][] = [
    ['terms', FileText, t('links.terms')],
    ['privacy', ShieldCheck, t('links.privacy')],
    ['about', Info, t('links.about')],
  ];

  return (
    <Card as="section" className={styles.section} aria-labelledby="links-heading">
      <h2 id="links-heading">{t('links.heading')}</h2>
      <ul className={styles.links}>
        {documents.map(([document, Icon, label]) => (
          <li key={document}>
            <a href={legalUrl(document, language)} target="_blank" rel="noopener noreferrer">
              <Icon aria-hidden size={20} />
              <span>{label}</span>
              <ExternalLink aria-hidden size={16} className={styles.trailing} />
              <span className="visually-hidden">{t('links.newTab')}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:${appConfig.supportEmail}`}>
            <LifeBuoy aria-hidden size={20} />
            <span>{t('links.support')}</span>
          </a>
        </li>
        {native && (
          <li>
            <button type="button" onClick={() => void requestReview()}>
              <Star aria-hidden size={20} />
              <span>{t('links.review')}</span>
            </button>
          </li>
        )}
        {native && (
          <li>
            {/* Busy while the questions' code arrives, the way a Button is (components/ui/button.tsx). */}
            <button
              type="button"
              disabled={deletion.busy}
              aria-busy={deletion.busy || undefined}
              {...deletion.intent}
              onClick={() => deletion.open(onRequestDeletion)}
            >
              {deletion.busy ? <Spinner size="small" /> : <UserX aria-hidden size={20} />}
              <span>{t('links.requestDeletion')}</span>
            </button>
          </li>
        )}
        <li>
          <Link to="/logout">
            <LogOut aria-hidden size={20} />
            <span>{t('links.logout')}</span>
          </Link>
        </li>
      </ul>
      {deletion.error && <Alert tone="error">{deletion.error}</Alert>}
    </Card>
  );
}
