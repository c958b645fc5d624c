import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { topicStages, type TStaffInsight } from '@innerway/domain';
import { useTopicTitle } from '../../content';
import { ChartCard } from './chart-card';
import { FunnelChart } from './funnel-chart';
import { InsightChart, type TChartSeries } from './insight-chart';
import styles from './insight-figures.module.css';

/** Colours for the lines of one chart, in order: the theme's own, distinct in both themes. */
const palette = ['--color-primary', '--color-accent', '--color-info', '--color-danger', '--color-success', '--color-ink-muted'];
/** Screen views: the most viewed screens are drawn; the table and the file have every one. */
const DrawnScreens = 5;

type TSeriesValues = Omit<TChartSeries, 'colour'>;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Rows of a per-day table: the day, then each series' count that day. */
const dayRows = (days: string[], series: TSeriesValues[]) => days.map((day, index) => [day, ...series.map((line) => line.values[index] ?? 0)]);

/** Every figure of the insight reply, each a chart with its table and CSV file. */
export function InsightFigures({ insight }: { insight: TStaffInsight }) {
  const { t, i18n } = useTranslation('staffInsight');
  const numberFormat = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const file = (name: string) => `insight-${name}-${insight.from}-${insight.to}`;
  const topicTitle = useTopicTitle();
  const topics = useMemo(() => insight.topics.map((topic) => ({ ...topic, title: topicTitle(topic.module_id, topic.title) })), [insight.topics, topicTitle]);

  const figures = useMemo(() => {
    const dayFormat = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const dayLabels = insight.days.map((day) => dayFormat.format(Date.parse(`${day}T00:00:00Z`)));
    const coloured = (lines: TSeriesValues[]) => lines.map((line, index) => ({ ...line, colour: palette[index % palette.length]! }));
    const accounts = coloured([
      { label: t('accounts.signUps'), values: insight.sign_ups },
      { label: t('accounts.verified'), values: insight.verified },
    ]);
    const access = coloured(insight.full_access.map((row) => ({ label: t(`access.source.${row.source}`), values: row.counts })));
    const screens = insight.screen_views.map((row) => ({ label: t(`screenNames.${row.screen_name}`, { defaultValue: row.screen_name }), values: row.counts }));
    const meditations = coloured(
      insight.meditations.map((row) => ({ label: t('meditations.pair', { voice: t(`meditations.voice.${row.voice}`), language: t(`meditations.language.${row.language}`) }), values: row.counts })),
    );
    const weeks = insight.weekly_active.map((week) => week.week_start);
    return {
      dayLabels,
      accounts,
      access,
      screens,
      drawnScreens: coloured(screens.slice(0, DrawnScreens)),
      meditations,
      weekLabels: weeks.map((week) => dayFormat.format(Date.parse(`${week}T00:00:00Z`))),
      weekly: [{ label: t('active.members'), values: insight.weekly_active.map((week) => week.members), colour: '--color-primary' }],
    };
  }, [insight, t, i18n.language]);

  const dayHeader = (series: TSeriesValues[]) => [t('table.day'), ...series.map((line) => line.label)];
  const isEmpty = (series: TSeriesValues[]) => series.every((line) => sum(line.values) === 0);

  return (
    <div className={styles.figures}>
      <ChartCard
        title={t('accounts.title')}
        description={t('accounts.description')}
        header={dayHeader(figures.accounts)}
        rows={dayRows(insight.days, figures.accounts)}
        fileName={file('accounts')}
        isEmpty={isEmpty(figures.accounts)}
        notCounted={insight.refreshed_at === null}
        numberFormat={numberFormat}
        chart={<InsightChart kind="lines" labels={figures.dayLabels} series={figures.accounts} numberFormat={numberFormat} />}
      />
      <ChartCard
        title={t('access.title')}
        description={t('access.description')}
        header={dayHeader(figures.access)}
        rows={dayRows(insight.days, figures.access)}
        fileName={file('full-access')}
        isEmpty={isEmpty(figures.access)}
        notCounted={insight.refreshed_at === null}
        numberFormat={numberFormat}
        chart={<InsightChart kind="lines" labels={figures.dayLabels} series={figures.access} numberFormat={numberFormat} />}
      />
      <ChartCard
        title={t('active.title')}
        description={t('active.description')}
        header={[t('table.weekOf'), t('active.members')]}
        rows={insight.weekly_active.map((week) => [week.week_start, week.members])}
        fileName={file('weekly-active')}
        isEmpty={isEmpty(figures.weekly)}
        notCounted={insight.refreshed_at === null}
        numberFormat={numberFormat}
        chart={<InsightChart kind="bars" labels={figures.weekLabels} series={figures.weekly} numberFormat={numberFormat} />}
      />
      <ChartCard
        title={t('screens.title')}
        description={t('screens.description', { count: DrawnScreens })}
        header={dayHeader(figures.screens)}
        rows={dayRows(insight.days, figures.screens)}
        fileName={file('screen-views')}
        isEmpty={isEmpty(figures.screens)}
        notCounted={insight.refreshed_at === null}
        numberFormat={numberFormat}
        chart={<InsightChart kind="lines" labels={figures.dayLabels} series={figures.drawnScreens} numberFormat={numberFormat} />}
      />
      <ChartCard
        title={t('topics.title')}
        description={t('topics.description')}
        header={[t('table.topic'), ...topicStages.map((stage) => t(`topics.stage.${stage}`))]}
        rows={topics.map((topic) => [topic.title, ...topicStages.map((stage) => topic[stage])])}
        fileName={file('topics')}
        isEmpty={topics.every((topic) => topicStages.every((stage) => topic[stage] === 0))}
        notCounted={insight.refreshed_at === null}
        numberFormat={numberFormat}
        chart={<FunnelChart topics={topics} stageLabel={(stage) => t(`topics.stage.${stage}`)} numberFormat={numberFormat} />}
      />
      <ChartCard
        title={t('meditations.title')}
        description={t('meditations.description')}
        header={dayHeader(figures.meditations)}
        rows={dayRows(insight.days, figures.meditations)}
        fileName={file('meditations')}
        isEmpty={isEmpty(figures.meditations)}
        notCounted={insight.refreshed_at === null}
        numberFormat={numberFormat}
        chart={<InsightChart kind="lines" labels={figures.dayLabels} series={figures.meditations} numberFormat={numberFormat} />}
      />
    </div>
  );
}
