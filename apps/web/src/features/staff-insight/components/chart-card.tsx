import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Table2, ChartLine } from 'lucide-react';
import { Button, Card } from '../../../components/ui';
import { downloadCsv, toCsv } from '../lib/csv';
import styles from './chart-card.module.css';

export interface ChartCardProps {
  title: string;
  description: string;
  /** The table's header, its first column naming the rows (a day, a week, a topic). */
  header: string[];
  rows: (string | number)[][];
  /** The file's name, without `.csv`. */
  fileName: string;
  /** The chart (hidden from screen readers: the table is its text). */
  chart: ReactNode;
  /** Nothing recorded in the range: the chart gives way to a sentence that says so. */
  isEmpty: boolean;
  /** The rollups have not been counted yet: an empty chart says that rather than 'nothing recorded'. */
  notCounted: boolean;
  numberFormat: Intl.NumberFormat;
}

/**
 * One figure of the insight screen: its chart, or its table at the press of a button, and its
 * CSV file. The table is always in the page: shown in table view, and otherwise read by screen
 * readers alone, for whom it stands in for the chart.
 */
export function ChartCard({ title, description, header, rows, fileName, chart, isEmpty, notCounted, numberFormat }: ChartCardProps) {
  const { t } = useTranslation('staffInsight');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const cell = (value: string | number) => (typeof value === 'number' ? numberFormat.format(value) : value);

  return (
    <Card as="section" aria-labelledby={titleId} className={styles.card}>
      <header className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.description}>{description}</p>
        </div>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            aria-pressed={asTable}
            icon={asTable ? <ChartLine aria-hidden="true" /> : <Table2 aria-hidden="true" />}
            onClick={() => setAsTable((value) => !value)}
          >
            {t('view.table')}
          </Button>
          <Button
            variant="ghost"
            icon={<Download aria-hidden="true" />}
            onClick={() => downloadCsv(`${fileName}.csv`, toCsv(header, rows))}
            aria-label={t('view.csvOf', { title })}
          >
            {t('view.csv')}
          </Button>
        </div>
      </header>
      {!asTable && (isEmpty ? <p className={styles.empty}>{t(notCounted ? 'notCounted' : 'empty')}</p> : chart)}
      {/* Shown, it scrolls on a phone: focusable, so a keyboard can scroll it too. */}
      <div className={asTable ? styles.tableBox : 'visually-hidden'} tabIndex={asTable ? 0 : undefined} role={asTable ? 'group' : undefined} aria-labelledby={asTable ? titleId : undefined}>
        <table className={styles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {header.map((label, index) => (
                <th key={label} scope="col" className={index > 0 ? styles.number : undefined}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])}>
                <th scope="row">{row[0]}</th>
                {row.slice(1).map((value, index) => (
                  <td key={header[index + 1]} className={styles.number}>
                    {cell(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
