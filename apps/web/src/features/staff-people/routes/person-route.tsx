import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { TPersonDetail } from '@innerway/domain';
import { Alert, ButtonLink, Card, DataTable, LoadError, LoadingRegion, PageHeader, Skeleton } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { errorStatus } from '../../../lib/api-client';
import { useServerErrorText } from '../../../lib/server-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTopicTitle } from '../../content';
import { MemberActions } from '../../staff-actions';
import { usePersonQuery } from '../api/people-api';
import { AccessLabel } from '../components/access-label';
import { DisablingNote } from '../components/disabling-note';
import { StatusBadges } from '../components/status-badges';
import { formatDateTime } from '../lib/format-date';
import styles from '../components/people.module.css';

/** A member's page for support: profile, access and its history, devices, progress in counts. */
export default function PersonRoute() {
  const { t } = useTranslation('staffPeople');
  const { memberId = '' } = useParams();
  const id = /^[1-9]\d{0,8}$/.test(memberId) ? Number(memberId) : 0;
  const person = usePersonQuery(id);
  const errorText = useServerErrorText();
  useDocumentTitle(person.data?.name ?? t('search.title'));
  // Back to the search this page was opened from, when it was.
  const from = (useLocation().state as { search?: unknown } | null)?.search;
  const back = `/studio/people${typeof from === 'string' ? from : ''}`;

  return (
    <Screen>
      <p>
        <ButtonLink to={back} variant="ghost" icon={<ArrowLeft aria-hidden="true" />}>
          {t('person.back')}
        </ButtonLink>
      </p>
      {person.isPending && (
        <LoadingRegion label={t('person.loading')} className={styles.sections}>
          <Skeleton width="40%" height="2em" />
          <Skeleton shape="block" height="10em" />
          <Skeleton shape="block" height="8em" />
        </LoadingRegion>
      )}
      {person.isError &&
        (errorStatus(person.error) === 404 || id === 0 ? (
          <Alert tone="info">{t('person.notFound')}</Alert>
        ) : (
          <LoadError message={t('person.failed', { error: errorText(person.error) })} onRetry={person.refetch} retrying={person.isFetching} />
        ))}
      {person.data && <PersonPage person={person.data} />}
    </Screen>
  );
}

function PersonPage({ person }: { person: TPersonDetail }) {
  const { t, i18n } = useTranslation('staffPeople');
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;
  const topicTitle = useTopicTitle();
  return (
    <>
      <PageHeader title={person.name} subtitle={person.email} />
      <div className={styles.sections}>
        <Section title={t('person.profile')}>
          <dl className={styles.facts}>
            <Fact term={t('person.email')}>
              {person.email} · {person.is_email_verified ? t('person.verified') : t('person.notVerified')}
            </Fact>
            <Fact term={t('person.roles')}>
              <StatusBadges admin={person.is_admin} disabled={person.is_disabled} verified={person.is_email_verified} />
              {person.is_disabled && <DisablingNote disabling={person.disabling} />}
            </Fact>
            <Fact term={t('person.language')}>{t(`person.languages.${person.preferred_language}`)}</Fact>
            <Fact term={t('person.joined')}>{when(person.created_at)}</Fact>
            <Fact term={t('person.lastSeen')}>{person.last_seen_at ? when(person.last_seen_at) : t('person.never')}</Fact>
            <Fact term={t('person.institution')}>{person.institution?.name ?? t('person.none')}</Fact>
          </dl>
        </Section>

        <MemberActions member={person} />

        <Section title={t('person.accessTitle')}>
          <dl className={styles.facts}>
            <Fact term={t('person.currentAccess')}>
              <AccessLabel trial={person.is_trial_mode} source={person.access_source} />
            </Fact>
          </dl>
          {person.access_events.length === 0 ? (
            <p className={styles.muted}>{t('person.noHistory')}</p>
          ) : (
            <DataTable caption={t('person.historyCaption')} columns={[t('person.when'), t('person.what'), t('person.by'), t('person.details')]}>
              {person.access_events.map((event) => (
                <tr key={event.id}>
                  <td>{when(event.at)}</td>
                  <th scope="row">{t(`person.events.${event.kind}`, { defaultValue: event.kind })}</th>
                  <td>
                    {event.actor === 'member' ? t('person.byMember') : event.actor === 'staff' ? event.actor_email : t('person.byNobody')}
                  </td>
                  <td>
                    {[
                      event.institution?.name,
                      event.store && t('person.viaStore', { store: event.store }),
                      event.via && t('person.viaCode', { via: event.via }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </Section>

        <Section title={t('person.sessionsTitle')}>
          {person.sessions.length === 0 ? (
            <p className={styles.muted}>{t('person.noSessions')}</p>
          ) : (
            <DataTable
              caption={t('person.sessionsCaption')}
              columns={[t('person.device'), t('person.client'), t('person.signedIn'), t('person.lastSeen'), t('person.expires')]}
            >
              {person.sessions.map((session, index) => (
                <tr key={index}>
                  <th scope="row" className={styles.userAgent}>
                    {session.user_agent ?? t('person.unknownDevice')}
                  </th>
                  <td>{t(`person.clients.${session.client}`)}</td>
                  <td>{when(session.created_at)}</td>
                  <td>{when(session.last_seen_at)}</td>
                  <td>{when(session.expires_at)}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </Section>

        <Section title={t('person.progressTitle')}>
          {person.progress.length === 0 ? (
            <p className={styles.muted}>{t('person.noTopics')}</p>
          ) : (
            <DataTable
              caption={t('person.progressCaption')}
              columns={[t('person.topic'), t('person.videos'), t('person.activities'), t('person.checkIns')]}
            >
              {person.progress.map((topic) => (
                <tr key={topic.module_id}>
                  <th scope="row">{topicTitle(topic.module_id, topic.title)}</th>
                  <td>{t('person.ofTotal', { done: topic.steps_done, total: topic.steps_total })}</td>
                  <td>{t('person.ofTotal', { done: topic.activities_done, total: topic.activities_total })}</td>
                  <td>{topic.check_ins}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </Section>
      </div>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
