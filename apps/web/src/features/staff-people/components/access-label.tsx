import { useTranslation } from 'react-i18next';
import type { TAccessSource } from '@innerway/domain';

/** "Trial", or "Full access (gift card)": where a member's access came from. */
export function AccessLabel({ trial, source }: { trial: boolean; source: TAccessSource | null }) {
  const { t } = useTranslation('staffPeople');
  if (trial) return <>{t('access.trial')}</>;
  return <>{t('access.fullFrom', { source: source ? t(`access.sources.${source}`) : t('access.unrecorded') })}</>;
}
