import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SubscribeParamPrompt } from '../../access';
import { DataExportSection } from '../../data-export';
import { GiftCardsSection } from '../../gift-cards';
import { DownloadsSection } from '../../offline';
import { RemindersSection } from '../../reminders';
import { useSession } from '../../session';
import { ThemeSection } from '../../theme';
import { AdminSection } from '../components/admin-section';
import { DeleteAccountSection, type TDeletionStep } from '../components/delete-account-section';
import { LanguageSection } from '../components/language-section';
import { LinksSection } from '../components/links-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { StatusSection } from '../components/status-section';
import styles from '../components/account-sections.module.css';

export default function AccountRoute() {
  // The gift section's texts (and its store badges') load with the screen's, not one after another.
  const { t } = useTranslation(['account', 'gifts', 'access']);
  useDocumentTitle(t('title'));
  const { user } = useSession();
  const [deletionStep, setDeletionStep] = useState<TDeletionStep>('closed');
  // The guard renders this screen only for a signed-in user.
  if (!user) return null;

  return (
    <Screen>
      <PageHeader title={t('heading')} />
      <div className={styles.columns}>
        <div className={styles.column}>
          <ProfileSection user={user} />
          <GiftCardsSection user={user} />
          <RemindersSection user={user} />
          <LanguageSection user={user} />
          <ThemeSection />
          <PasswordSection user={user} />
        </div>
        <div className={styles.column}>
          <StatusSection user={user} />
          {import.meta.env.VITE_APP_TARGET === 'native' && <DownloadsSection user={user} />}
          <LinksSection onRequestDeletion={() => setDeletionStep('ask')} />
          {user.is_admin && <AdminSection user={user} />}
          <DataExportSection user={user} />
          <DeleteAccountSection user={user} step={deletionStep} onStepChange={setDeletionStep} />
        </div>
      </div>
      {/* 'Unlock full access' opens the prompt here (/users/me?subscribe=1). */}
      <SubscribeParamPrompt />
    </Screen>
  );
}
