import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import { Version, type THealth } from '@innerway/domain';
import { Alert, Button, Card, PageHeader, Skeleton } from '../components/ui';
import { useDocumentTitle } from '../lib/use-document-title';
import { ApiError, apiGet } from '../lib/api-client';
import { StandaloneFrame } from './standalone-frame';
import styles from './standalone.module.css';

type TState = { kind: 'loading' } | { kind: 'answered'; health: THealth } | { kind: 'unreachable' };

function isHealth(value: unknown): value is THealth {
  return typeof value === 'object' && value !== null && 'services' in value && 'version' in value;
}

/** An unhealthy server answers 503 with the same report in the envelope's data. */
async function fetchHealth(): Promise<TState> {
  try {
    return { kind: 'answered', health: await apiGet('/health') };
  } catch (error) {
    if (error instanceof ApiError && isHealth(error.data)) return { kind: 'answered', health: error.data };
    return { kind: 'unreachable' };
  }
}

function HealthStatus() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('health.title'));
  const [state, setState] = useState<TState>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    void fetchHealth().then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, []);
  const checkAgain = () => {
    setState({ kind: 'loading' });
    void fetchHealth().then(setState);
  };

  const services: [string, boolean][] =
    state.kind === 'answered'
      ? [['api', true], ...Object.entries(state.health.services).map(([name, entry]): [string, boolean] => [name, entry.healthy])]
      : state.kind === 'unreachable'
        ? [['api', false]]
        : [];

  return (
    <>
      <PageHeader title={t('health.title')} />
      <Card className={styles.card} aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <p role="status">{t('health.checking')}</p>}
        {state.kind === 'answered' && (
          <Alert tone={state.health.healthy ? 'success' : 'error'}>
            {t(state.health.healthy ? 'health.allHealthy' : 'health.someUnhealthy')}
          </Alert>
        )}
        {state.kind === 'unreachable' && <Alert tone="error">{t('health.unreachable')}</Alert>}
        <h2>{t('health.services')}</h2>
        {state.kind === 'loading' ? (
          <div>
            <Skeleton height="2.5rem" />
          </div>
        ) : (
          <ul className={styles.services}>
            {services.map(([name, healthy]) => (
              <li key={name} className={styles.service}>
                <span className={styles.serviceName}>{t(`health.service.${name}`, { defaultValue: name })}</span>
                <span className={`${styles.status} ${healthy ? styles.healthy : styles.unhealthy}`}>
                  {healthy ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
                  {t(healthy ? 'health.healthy' : 'health.notHealthy')}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.meta}>
          <p>{t('health.appVersion', { version: Version.web.version, build: Version.web.build })}</p>
          {state.kind === 'answered' && (
            <p>
              {t('health.serverVersion', {
                version: state.health.version,
                build: state.health.build,
                environment: state.health.environment,
              })}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={checkAgain} busy={state.kind === 'loading'}>
            {t('health.checkAgain')}
          </Button>
          <a href="/">
            {t('health.home')}
          </a>
        </div>
      </Card>
    </>
  );
}

export default function HealthPage() {
  return (
    <StandaloneFrame>
      <HealthStatus />
    </StandaloneFrame>
  );
}
