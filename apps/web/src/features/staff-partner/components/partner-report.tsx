import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { KAnonymityFloor, type TPartnerReport } from '@innerway/domain';
import { Alert, ButtonLink, Card } from '../../../components/ui';
import { reportCsvPath } from '../api/partner-report-query';
import { FigureBar, largestShown, ReportFigure } from './report-figure';
import styles from './partner-report.module.css';

/** A week's Monday ('2026-11-23', UTC) as the reader's language writes a date. */
function useWeekFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (weekStart: string) => format.format(new Date(`${weekStart}T00:00:00Z`));
}

/** One institution's aggregate figures: members per week, topics and age groups, with the privacy rule they follow. */
export function PartnerReport({ report }: { report: TPartnerReport }) {
  const { t } = useTranslation(['staffPartner', 'onboarding']);
  const weekOf = useWeekFormat();
  const activeMax = largestShown(report.weeks.map((week) => week.active));
  const ageMax = largestShown(report.age_groups.map((group) => group.members));
  const firstWeek = report.weeks[0]?.week_start;

  return (
    <div className={styles.report}>
      <Alert tone="info" title={t('rule.title', { floor: KAnonymityFloor })}>
        <p className={styles.ruleText}>{t('rule.body', { floor: KAnonymityFloor })}</p>
      </Alert>

      <div className={styles.summary}>
        <Card className={styles.summaryCard}>
          <p className={styles.summaryLabel}>{t('summary.members')}</p>
          <p className={styles.summaryValue}>
            <ReportFigure value={report.members} />
          </p>
        </Card>
        <ButtonLink to={reportCsvPath(report.institution.id)} reloadDocument download variant="secondary" icon={<Download aria-hidden />}>
          {t('download')}
        </ButtonLink>
      </div>

      <Card as="section" aria-labelledby="partner-weeks" className={styles.section}>
        <h2 id="partner-weeks" className={styles.sectionTitle}>
          {t('weeks.title')}
        </h2>
        <p className={styles.caption}>{t('weeks.caption')}</p>
        <div className={styles.tableScroll} tabIndex={0} role="group" aria-labelledby="partner-weeks">
          <table className={styles.table}>
            <caption className="visually-hidden">{t('weeks.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('weeks.week')}</th>
                <th scope="col" className={styles.number}>
                  {t('weeks.joined')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('weeks.active')}
                </th>
                <th scope="col" className={styles.barColumn}>
                  <span className="visually-hidden">{t('weeks.activeBar')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {firstWeek && (
                <tr>
                  <th scope="row">{t('weeks.before', { date: weekOf(firstWeek) })}</th>
                  <td className={styles.number}>
                    <ReportFigure value={report.joined_before} />
                  </td>
                  {/* Activity is counted per week from the first week shown: nothing is counted before it. */}
                  <td className={styles.number}>
                    <span aria-hidden="true">–</span>
                    <span className="visually-hidden">{t('weeks.notCounted')}</span>
                  </td>
                  <td />
                </tr>
              )}
              {report.weeks.map((week) => (
                <tr key={week.week_start}>
                  <th scope="row">{weekOf(week.week_start)}</th>
                  <td className={styles.number}>
                    <ReportFigure value={week.joined} />
                  </td>
                  <td className={styles.number}>
                    <ReportFigure value={week.active} />
                  </td>
                  <td className={styles.barColumn}>
                    <FigureBar value={week.active} max={activeMax} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <Card as="section" aria-labelledby="partner-topics" className={styles.section}>
        <h2 id="partner-topics" className={styles.sectionTitle}>
          {t('topics.title')}
        </h2>
        <p className={styles.caption}>{t('topics.caption')}</p>
        <div className={styles.tableScroll} tabIndex={0} role="group" aria-labelledby="partner-topics">
          <table className={styles.table}>
            <caption className="visually-hidden">{t('topics.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('topics.topic')}</th>
                <th scope="col" className={styles.number}>
                  {t('topics.started')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('topics.completed')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('topics.activities')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('topics.rating')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.topics.map((topic) => (
                <tr key={topic.topic_id}>
                  <th scope="row">{topic.title}</th>
                  <td className={styles.number}>
                    <ReportFigure value={topic.started} />
                  </td>
                  <td className={styles.number}>
                    <ReportFigure value={topic.completed} />
                  </td>
                  <td className={styles.number}>
                    <ReportFigure value={topic.activities_done} />
                  </td>
                  <td className={styles.number}>
                    <ReportFigure value={topic.average_rating} decimals={1} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <Card as="section" aria-labelledby="partner-ages" className={styles.section}>
        <h2 id="partner-ages" className={styles.sectionTitle}>
          {t('ages.title')}
        </h2>
        <p className={styles.caption}>{t('ages.caption')}</p>
        <div className={styles.tableScroll} tabIndex={0} role="group" aria-labelledby="partner-ages">
          <table className={styles.table}>
            <caption className="visually-hidden">{t('ages.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ages.group')}</th>
                <th scope="col" className={styles.number}>
                  {t('ages.members')}
                </th>
                <th scope="col" className={styles.barColumn}>
                  <span className="visually-hidden">{t('ages.bar')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {report.age_groups.map((group) => (
                <tr key={group.age_group ?? 'none'}>
                  <th scope="row">{group.age_group === null ? t('ages.notAnswered') : t(`onboarding:ageSurvey.groups.${group.age_group}`)}</th>
                  <td className={styles.number}>
                    <ReportFigure value={group.members} />
                  </td>
                  <td className={styles.barColumn}>
                    <FigureBar value={group.members} max={ageMax} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <p className={styles.note}>{t('note')}</p>
    </div>
  );
}
