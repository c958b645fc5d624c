import { useTranslation } from 'react-i18next';
import { BadgeCheck, LockOpen, ShieldCheck, Sprout } from 'lucide-react';
import type { TUser } from '@innerway/domain';
import { ButtonLink, Card } from '../../../components/ui';
import styles from './account-sections.module.css';

export function StatusSection({ user }: { user: TUser }) {
  const { t } = useTranslation('account');
  const [Icon, label] = user.is_admin
    ? [ShieldCheck, t('status.admin')]
    : user.is_trial_mode
      ? [Sprout, t('status.trial')]
      : [BadgeCheck, t('status.full')];

  return (
    <Card as="section" className={styles.section} aria-labelledby="status-heading">
      <h2 id="status-heading">{t('status.label')}</h2>
      <p className={styles.status}>
        <Icon aria-hidden size={22} />
        {label}
      </p>
      {user.institution_name && (
        <dl className={styles.details}>
          <div>
            <dt>{t('status.institution')}</dt>
            <dd>{user.institution_name}</dd>
          </div>
        </dl>
      )}
      {!user.is_admin && user.is_trial_mode && (
        <div className={styles.buttonRow}>
          <ButtonLink to="/users/me?subscribe=1" icon={<LockOpen aria-hidden size={18} />}>
            {t('status.unlock')}
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}
