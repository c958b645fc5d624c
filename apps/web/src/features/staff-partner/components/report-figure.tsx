import { useTranslation } from 'react-i18next';
import { KAnonymityFloor, type TSuppressedFigure } from '@innerway/domain';
import { NumberCell } from '../../../components/ui';
import styles from './partner-report.module.css';

/**
 * One figure of the report (in the reader's language, with `decimals` places), or the mark of a suppressed one: the server never sends its value,
 * and the mark says why (the rule is explained at the top of the page).
 */
export function ReportFigure({ value, decimals = 0 }: { value: TSuppressedFigure; decimals?: number }) {
  const { t, i18n } = useTranslation('staffPartner');
  if (value !== null) {
    return <>{new Intl.NumberFormat(i18n.language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)}</>;
  }
  return (
    <span className={styles.suppressed}>
      <span aria-hidden="true">{t('suppressed', { floor: KAnonymityFloor })}</span>
      <span className="visually-hidden">{t('suppressedLabel', { floor: KAnonymityFloor })}</span>
    </span>
  );
}

/** A table cell holding one figure of the report. */
export function FigureCell({ value, decimals }: { value: TSuppressedFigure; decimals?: number }) {
  return (
    <NumberCell>
      <ReportFigure value={value} decimals={decimals} />
    </NumberCell>
  );
}

/** A bar as long as `value` is of `max`, beside the figure; none for a suppressed figure. */
export function FigureBar({ value, max }: { value: TSuppressedFigure; max: number }) {
  if (value === null || max <= 0) return null;
  return (
    <span className={styles.barTrack} aria-hidden="true">
      <span className={styles.bar} style={{ inlineSize: `${Math.round((value / max) * 100)}%` }} />
    </span>
  );
}

/** The largest figure shown, for the bars' scale. */
export const largestShown = (values: TSuppressedFigure[]) => Math.max(0, ...values.filter((value) => value !== null));
