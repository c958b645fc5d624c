import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailCheck, X } from 'lucide-react';
import { Button, Modal } from '../../../components/ui';
import { useSession } from '../../session';
import { verificationBannerDismissedKey as dismissedKey } from '../lib/storage-keys';
import { ResendVerification } from './resend-verification';
import styles from './email-verification-banner.module.css';

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(dismissedKey);
  } catch {
    return null;
  }
}

/**
 * A calm reminder above the page for a signed-in user whose address is not verified yet. It never
 * blocks the app, and a dismissal lasts for this visit (the tab's session storage) and this
 * address: after a change of address the new one is asked for again.
 */
export default function EmailVerificationBanner() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const [dismissedFor, setDismissedFor] = useState(readDismissed);
  const [popupOpen, setPopupOpen] = useState(false);

  if (!user || user.is_email_verified || dismissedFor === user.email) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(dismissedKey, user.email);
    } catch {
      // Without storage the banner simply hides until the next page load.
    }
    setDismissedFor(user.email);
  };

  return (
    <aside className={styles.banner} aria-label={t('prompt.title')}>
      <MailCheck className={styles.icon} aria-hidden size={20} />
      <p className={styles.text}>{t('prompt.banner', { email: user.email })}</p>
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.open} onClick={() => setPopupOpen(true)}>
          {t('prompt.bannerOpen')}
        </Button>
        <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={t('prompt.dismiss')} title={t('prompt.dismiss')}>
          <X aria-hidden size={18} />
        </button>
      </div>
      <Modal open={popupOpen} onOpenChange={setPopupOpen} title={t('prompt.title')}>
        <div className={styles.popup}>
          <p>{t('prompt.sent', { email: user.email })}</p>
          <p className={styles.muted}>{t('prompt.spam')}</p>
          <ResendVerification email={user.email} block />
          <Button variant="ghost" onClick={() => setPopupOpen(false)} block>
            {t('prompt.close')}
          </Button>
        </div>
      </Modal>
    </aside>
  );
}
