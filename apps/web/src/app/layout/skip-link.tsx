import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mainContentId } from '../../components/ui/screen';
import styles from './skip-link.module.css';

/** Lands on the screen's <main>, whichever feature rendered it. */
export function SkipLink() {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a className={styles.skipLink} href={`#${mainContentId}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
