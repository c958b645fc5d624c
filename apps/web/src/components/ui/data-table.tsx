import { useId, type ReactNode } from 'react';
import styles from './data-table.module.css';

/**
 * A captioned table of the staff screens, its rows given as children. It scrolls sideways on a
 * phone, and is focusable (a labelled region) so that the keyboard can scroll it too.
 */
export function DataTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
