import { useId, type ReactNode } from 'react';
import styles from './data-table.module.css';

/** A column's heading: its text, or the text with how the column is drawn. */
export type TDataColumn =
  | string
  | {
      label: string;
      /** Figures: aligned to the end, in digits of one width (their cells are `NumberCell`s). */
      numeric?: boolean;
      /** Said to screen readers only (a column of buttons or bars, whose heading would only repeat them). */
      hidden?: boolean;
      className?: string;
    };

/**
 * A captioned table of the staff screens, its rows given as children. It scrolls sideways on a
 * phone, a shade marking each edge with more beyond it, and is focusable (a labelled region) so that the keyboard can scroll it too. Where a
 * heading above already names the table, `captionHidden` keeps the caption for screen readers only.
 * `stackOnPhone` lays each row out as a card on a phone instead, its cells one under another, each
 * named by its `data-label` (the column's name): for a table whose every column matters there.
 */
export function DataTable({
  caption,
  captionHidden = false,
  stackOnPhone = false,
  columns,
  children,
}: {
  caption: string;
  captionHidden?: boolean;
  stackOnPhone?: boolean;
  columns: TDataColumn[];
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={[styles.table, stackOnPhone && styles.stacked].filter(Boolean).join(' ')}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const { label, numeric = false, hidden = false, className } = typeof column === 'string' ? { label: column } : column;
              return (
                <th key={label} scope="col" className={[numeric ? styles.number : undefined, className].filter(Boolean).join(' ') || undefined}>
                  {hidden ? <span className="visually-hidden">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A figure's cell, aligned with its column's heading. */
export function NumberCell({ children }: { children: ReactNode }) {
  return <td className={styles.number}>{children}</td>;
}
