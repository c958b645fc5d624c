import { useEffect, useRef } from 'react';
import { Lock, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink, LoadError } from '../../../components/ui';
import { subscribeParam, withSubscribeParam } from '../../access';
import styles from './load-states.module.css';

/** A topic id that is no topic (404, or one the URL cannot hold): the way to the library. */
export function TopicNotFound() {
  const { t } = useTranslation('topics', { keyPrefix: 'states' });
  return (
    <section className={styles.panel} aria-labelledby="topic-not-found">
      <SearchX className={styles.panelIcon} aria-hidden="true" />
      <h1 id="topic-not-found">{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <ButtonLink to="/topics">{t('toLibrary')}</ButtonLink>
    </section>
  );
}

/**
 * A trial user on a locked topic (403): the subscribe prompt opens at once, through the same
 * `subscribe=1` the other screens use (so its dialog code still loads only when needed), and the
 * panel behind it offers it again and a calm way back. The screen renders the prompt.
 */
export function TopicLocked() {
  const { t } = useTranslation('topics', { keyPrefix: 'states' });
  const { t: tErrors } = useTranslation('errors');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const prompted = useRef(false);
  useEffect(() => {
    // Once per visit: after the person closes the prompt it stays closed.
    if (prompted.current) return;
    prompted.current = true;
    if (params.get(subscribeParam) !== '1') {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(subscribeParam, '1');
          return next;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);
  return (
    <section className={styles.panel} aria-labelledby="topic-locked">
      <Lock className={styles.panelIcon} aria-hidden="true" />
      <h1 id="topic-locked">{t('lockedTitle')}</h1>
      <p>{tErrors('fullAccessOnly')}</p>
      <div className={styles.actions}>
        <ButtonLink to={withSubscribeParam(pathname)}>{t('unlock')}</ButtonLink>
        <ButtonLink to="/topics" variant="secondary">
          {t('toLibrary')}
        </ButtonLink>
      </div>
    </section>
  );
}

export interface TopicLoadErrorProps {
  /** The screen's name, as its (hidden) heading: the failure replaces everything else on it. */
  screenTitle: string;
  onRetry: () => unknown;
  retrying: boolean;
}

/** The topic failed to load for another reason: the spec's text and Try Again. */
export function TopicLoadError({ screenTitle, onRetry, retrying }: TopicLoadErrorProps) {
  const { t } = useTranslation('errors');
  return (
    <>
      <h1 className="visually-hidden">{screenTitle}</h1>
      <LoadError message={t('topicLoad')} onRetry={onRetry} retrying={retrying} />
    </>
  );
}
