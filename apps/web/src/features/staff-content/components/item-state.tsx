import { useTranslation } from 'react-i18next';
import { Languages, type TStudioItemStatus, type TStudioLanguageState, type TStudioPart } from '@innerway/domain';
import styles from './staff-content.module.css';

export interface TItemState {
  status: TStudioItemStatus;
  /** Archived in the pending draft, or for members already. */
  archived: boolean;
  pending_parts: readonly TStudioPart[];
  languages: Record<(typeof Languages)[number], TStudioLanguageState>;
}

/**
 * An item's state in words: what members have (published, new, archived), what is waiting to be
 * published, and each language that is missing a text or older than English.
 */
export function ItemState({ state }: { state: TItemState }) {
  const { t } = useTranslation('staffContent');
  const status = state.archived || state.status === 'archived' ? 'archived' : state.status;
  const gaps = Languages.filter((language) => state.languages[language] !== 'complete');
  return (
    <span className={styles.badges}>
      <span className={styles.badge} data-tone={status === 'unpublished' ? 'new' : status}>
        {t(`state.${status}`)}
      </span>
      {state.pending_parts.length > 0 && (
        <span className={styles.badge} data-tone="pending">
          {t('state.pending', { parts: state.pending_parts.map((part) => t(`parts.${part}`)).join(', ') })}
        </span>
      )}
      {gaps.map((language) => (
        <span key={language} className={styles.badge} data-tone="gap">
          {t(`state.${state.languages[language]}`, { language: t(`languages.${language}`) })}
        </span>
      ))}
    </span>
  );
}
