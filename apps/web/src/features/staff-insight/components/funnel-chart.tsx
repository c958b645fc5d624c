import { topicStages, type TStaffInsight, type TTopicStage } from '@innerway/domain';
import styles from './funnel-chart.module.css';

const stageColours: Record<TTopicStage, string> = {
  started: '--color-info',
  halfway: '--color-primary',
  done: '--color-success',
  assessed: '--color-accent',
};

export interface FunnelChartProps {
  topics: TStaffInsight['topics'];
  stageLabel: (stage: TTopicStage) => string;
  numberFormat: Intl.NumberFormat;
}

/** Each topic's four stages as bars against the most members any stage reached; hidden from screen readers (the table says it). */
export function FunnelChart({ topics, stageLabel, numberFormat }: FunnelChartProps) {
  const most = Math.max(1, ...topics.flatMap((topic) => topicStages.map((stage) => topic[stage])));
  return (
    <div aria-hidden="true" className={styles.funnel}>
      {topics.map((topic) => (
        <div key={topic.module_id} className={styles.topic}>
          <p className={styles.name}>{topic.title}</p>
          {topicStages.map((stage) => (
            <div key={stage} className={styles.row}>
              <span className={styles.stage}>{stageLabel(stage)}</span>
              <span className={styles.track}>
                <span className={styles.bar} style={{ width: `${(topic[stage] / most) * 100}%`, background: `var(${stageColours[stage]})` }} />
              </span>
              <span className={styles.count}>{numberFormat.format(topic[stage])}</span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
