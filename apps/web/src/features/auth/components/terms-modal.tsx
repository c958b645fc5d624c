import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ExternalLink } from 'lucide-react';
import { Alert, Button, Modal } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { legalUrl, type TLegalDocument } from '../../../lib/legal';
import styles from './terms-modal.module.css';

interface TermsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAgree: () => void;
  busy: boolean;
  error?: string;
}

/** Agreeing to the terms and privacy policy, the last step of registering: loaded when it first opens (register-route.tsx). */
export default function TermsModal({ open, onOpenChange, onAgree, busy, error }: TermsModalProps) {
  const { t } = useTranslation('auth');
  const [opened, setOpened] = useState<Record<'terms' | 'privacy', boolean>>({ terms: false, privacy: false });
  const ready = opened.terms && opened.privacy;
  const language = currentLanguage();

  const documentLink = (document: Exclude<TLegalDocument, 'about'>, label: string) => {
    const markOpened = () => setOpened((previous) => ({ ...previous, [document]: true }));
    return (
      <li>
        <a
          href={legalUrl(document, language)}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.docLink}
          onClick={markOpened}
          onAuxClick={markOpened}
        >
          <ExternalLink aria-hidden size={18} />
          <span>
            {label} <span className="visually-hidden">{t('terms.newTab')}</span>
          </span>
        </a>
        {opened[document] && (
          <span className={styles.opened}>
            <Check aria-hidden size={16} />
            {t('terms.opened')}
          </span>
        )}
      </li>
    );
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('terms.title')} description={t('terms.description')} dismissible={!busy}>
      <div className={styles.body}>
        <ul className={styles.docs}>
          {documentLink('terms', t('terms.termsLink'))}
          {documentLink('privacy', t('terms.privacyLink'))}
        </ul>
        <p id="terms-hint" className={styles.hint} aria-live="polite">
          {ready ? t('terms.ready') : t('terms.hint')}
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        <div className={styles.actions}>
          <Button onClick={onAgree} disabled={!ready} busy={busy} aria-describedby="terms-hint" block>
            {t('terms.agree')}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy} block>
            {t('terms.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
