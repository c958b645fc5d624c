import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { KAnonymityFloor, type TPartnerReport } from '@innerway/domain';
import { Alert, ButtonLink, Card, NumberCell } from '../../../components/ui';
import { useTopicTitle } from '../../content';
import { reportCsvPath } from '../api/partner-report-query';
import { FigureBar, FigureCell, largestShown, ReportFigure } from './report-figure';
import { ReportTable } from './report-table';
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
  const topicTitle = useTopicTitle();
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

      <ReportTable
        title={t('weeks.title')}
        caption={t('weeks.caption')}
        columns={[
          t('weeks.week'),
          { label: t('weeks.joined'), numeric: true },
          { label: t('weeks.active'), numeric: true },
          { label: t('weeks.activeBar'), hidden: true, className: styles.barColumn },
        ]}
      >
        {firstWeek && (
          <tr>
            <th scope="row">{t('weeks.before', { date: weekOf(firstWeek) })}</th>
            <FigureCell value={report.joined_before} />
            {/* Activity is counted per week from the first week shown: nothing is counted before it. */}
            <NumberCell>
              <span aria-hidden="true">–</span>
              <span className="visually-hidden">{t('weeks.notCounted')}</span>
            </NumberCell>
            <td />
          </tr>
        )}
        {report.weeks.map((week) => (
          <tr key={week.week_start}>
            <th scope="row">{weekOf(week.week_start)}</th>
            <FigureCell value={week.joined} />
            <FigureCell value={week.active} />
            <td className={styles.barColumn}>
              <FigureBar value={week.active} max={activeMax} />
            </td>
          </tr>
        ))}
      </ReportTable>

      <ReportTable
        title={t('topics.title')}
        caption={t('topics.caption')}
        columns={[
          t('topics.topic'),
          { label: t('topics.started'), numeric: true },
          { label: t('topics.completed'), numeric: true },
          { label: t('topics.activities'), numeric: true },
          { label: t('topics.rating'), numeric: true },
        ]}
      >
        {report.topics.map((topic) => (
          <tr key={topic.topic_id}>
            <th scope="row">{topicTitle(topic.topic_id, topic.title)}</th>
            <FigureCell value={topic.started} />
            <FigureCell value={topic.completed} />
            <FigureCell value={topic.activities_done} />
            <FigureCell value={topic.average_rating} decimals={1} />
          </tr>
        ))}
      </ReportTable>

      <ReportTable
        title={t('ages.title')}
        caption={t('ages.caption')}
        columns={[t('ages.group'), { label: t('ages.members'), numeric: true }, { label: t('ages.bar'), hidden: true, className: styles.barColumn }]}
      >
        {report.age_groups.map((group) => (
          <tr key={group.age_group ?? 'none'}>
            <th scope="row">{group.age_group === null ? t('ages.notAnswered') : t(`onboarding:ageSurvey.groups.${group.age_group}`)}</th>
            <FigureCell value={group.members} />
            <td className={styles.barColumn}>
              <FigureBar value={group.members} max={ageMax} />
            </td>
          </tr>
        ))}
      </ReportTable>

      <p className={styles.note}>{t('note')}</p>
    </div>
  );
}
