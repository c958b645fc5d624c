import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import styles from './insight-chart.module.css';

export interface TChartSeries {
  label: string;
  values: number[];
  /** A colour token of styles/tokens.css, such as '--color-primary'. */
  colour: string;
}

export interface InsightChartProps {
  kind: 'lines' | 'bars';
  /** What the x axis says under each point (a day, a week). */
  labels: string[];
  series: TChartSeries[];
  numberFormat: Intl.NumberFormat;
}

const Height = 220;

/** A design token's value now, in the theme <html> is in: the canvas cannot read CSS variables itself. */
function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Changes when the theme does (data-theme on <html>), so the canvas is drawn again in its colours. */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((value) => value + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return version;
}

/**
 * A chart drawn by uPlot on a canvas, in the theme's colours. Hidden from screen readers: the
 * table beside it (ChartCard) says the same figures. The x axis counts points (0, 1, ...) and
 * says each by its label, so no time-zone arithmetic happens here: the days are the server's.
 */
export function InsightChart({ kind, labels, series, numberFormat }: InsightChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const themeVersion = useThemeVersion();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const ink = token('--color-ink-muted');
    const grid = token('--color-border');
    const font = `12px ${token('--font-sans')}`;
    const label = (value: number) => (Number.isInteger(value) ? (labels[value] ?? '') : '');
    const chart = new uPlot(
      {
        width: element.clientWidth || 300,
        height: Height,
        legend: { show: false },
        cursor: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: {
          x: { time: false, range: kind === 'bars' ? [-0.5, labels.length - 0.5] : [0, Math.max(labels.length - 1, 1)] },
          y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
        },
        axes: [
          {
            stroke: ink,
            font,
            grid: { show: false },
            ticks: { stroke: grid },
            incrs: [1, 2, 7, 14, 30, 61, 91, 183],
            space: 72,
            values: (_chart, splits) => splits.map(label),
          },
          {
            stroke: ink,
            font,
            grid: { stroke: grid, width: 1 },
            ticks: { show: false },
            size: 48,
            values: (_chart, splits) => splits.map((value) => (Number.isInteger(value) ? numberFormat.format(value) : '')),
          },
        ],
        series: [
          {},
          ...series.map((line) => ({
            label: line.label,
            stroke: token(line.colour),
            width: 2,
            points: { show: labels.length <= 31, size: 5 },
            ...(kind === 'bars' && { fill: token(line.colour), paths: uPlot.paths.bars!({ size: [0.6, 48] }), points: { show: false } }),
          })),
        ],
      },
      [labels.map((_, index) => index), ...series.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: Height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [kind, labels, series, numberFormat, themeVersion]);

  return (
    <div aria-hidden="true" className={styles.chart}>
      <div ref={box} className={styles.canvas} />
      <ul className={styles.legend}>
        {series.map((line) => (
          <li key={line.label}>
            <span className={styles.swatch} style={{ background: `var(${line.colour})` }} />
            {line.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
