import { useTranslation } from 'react-i18next';
import type { TUserAssessment } from '@innerway/domain';
import { currentLanguage } from '../../../lib/i18n';
import { formatCheckInDate } from '../../content';
import { chartPoints, chartRatings, chartRuns } from '../lib/reflections';
import styles from './rating-chart.module.css';

export interface RatingChartProps {
  checkIns: readonly TUserAssessment[];
}

/**
 * A topic's ratings, one point per check-in from the oldest on the left: the rating scale on the
 * left, the dates below. Drawn for the eye only (hidden from screen readers): the list of
 * check-ins beside it says the same in words. The line and grid are SVG stretched to the plot;
 * the points and labels are HTML placed by percent, so they stay round and readable at any width.
 */
export function RatingChart({ checkIns }: RatingChartProps) {
  const { t } = useTranslation('assessments');
  const language = currentLanguage();
  const points = chartPoints(checkIns);
  // Only the first and last dates fit under a narrow chart; the list beside it has every one.
  const labelled = points.length <= 2 ? points : [points[0]!, points.at(-1)!];

  return (
    <div className={styles.chart} aria-hidden="true" data-testid="rating-chart">
      <div className={styles.scale}>
        {chartRatings.map((rating) => (
          <span key={rating} className={styles.scaleLabel}>
            {t(`rating.${rating}`)}
          </span>
        ))}
      </div>
      <div className={styles.plot}>
        <svg className={styles.lines} viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
          {chartRatings.map((rating, index) => {
            const y = (index / (chartRatings.length - 1)) * 100;
            return <line key={rating} className={styles.grid} x1="0" x2="100" y1={y} y2={y} vectorEffect="non-scaling-stroke" />;
          })}
          {chartRuns(points).map((run) => (
            <polyline
              key={run[0]!.id}
              className={styles.line}
              points={run.map((point) => `${point.x},${point.y}`).join(' ')}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        {points.map(
          (point) =>
            point.y !== null && <span key={point.id} className={styles.point} data-point style={{ left: `${point.x}%`, top: `${point.y}%` }} />,
        )}
      </div>
      <div className={styles.dates}>
        {labelled.map((point, index) => (
          <span
            key={point.id}
            className={styles.date}
            data-edge={labelled.length > 1 ? (index === 0 ? 'start' : 'end') : undefined}
            style={{ left: `${point.x}%` }}
          >
            {formatCheckInDate(checkIns.find((checkIn) => checkIn.id === point.id)!.created_at, language)}
          </span>
        ))}
      </div>
    </div>
  );
}
