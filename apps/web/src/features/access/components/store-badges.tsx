import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/config';
import styles from './store-badges.module.css';

/** The Apple mark (Simple Icons, CC0), drawn rather than loaded: no image request, crisp at any zoom. */
function AppleMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701"
      />
    </svg>
  );
}

/** The four-colour play triangle of Google Play. */
function PlayMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="#00a0ff" d="M3 1.5v21l10.6-10.5z" />
      <path fill="#00d46e" d="M3 1.5l14.2 7.2-3.6 3.3z" />
      <path fill="#ff3a44" d="M3 22.5l14.2-7.2-3.6-3.3z" />
      <path fill="#ffd400" d="M17.2 8.7L21 12l-3.8 3.3-3.6-3.3z" />
    </svg>
  );
}

interface BadgeProps {
  href: string;
  mark: ReactNode;
  small: string;
  large: string;
}

function Badge({ href, mark, small, large }: BadgeProps) {
  const { t } = useTranslation('access');
  return (
    <a className={styles.badge} href={href} target="_blank" rel="noopener noreferrer">
      {mark}
      <span className={styles.text}>
        <span className={styles.small}>{small}</span>{' '}
        <span className={styles.large}>{large}</span>
      </span>
      {' '}
      <span className="visually-hidden">{t('opensNewTab')}</span>
    </a>
  );
}

/**
 * The App Store and Google Play badges, drawn as real links with real text: translated, readable
 * by screen readers and sharp at any zoom. The store addresses come from the run-time config
 * (APP_STORE_URL, PLAY_STORE_URL); a store without one shows no badge rather than a dead link.
 */
export function StoreBadges() {
  const { t } = useTranslation('access');
  const { appStoreUrl, playStoreUrl } = appConfig;
  if (!appStoreUrl && !playStoreUrl) return null;
  return (
    <ul className={styles.badges} aria-label={t('stores')}>
      {appStoreUrl && (
        <li>
          <Badge href={appStoreUrl} mark={<AppleMark />} small={t('appStore.small')} large={t('appStore.large')} />
        </li>
      )}
      {playStoreUrl && (
        <li>
          <Badge href={playStoreUrl} mark={<PlayMark />} small={t('googlePlay.small')} large={t('googlePlay.large')} />
        </li>
      )}
    </ul>
  );
}
