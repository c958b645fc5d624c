import type { ReactNode } from 'react';
import { Card, DataTable, type TDataColumn } from '../../../components/ui';
import styles from './partner-report.module.css';

/**
 * A section of the report: its heading, what its figures count, and their table (rows as children).
 * The section is left unnamed, so not a landmark: the table's scrolling region already carries its title.
 */
export function ReportTable({ title, caption, columns, children }: { title: string; caption: string; columns: TDataColumn[]; children: ReactNode }) {
  return (
    <Card as="section" className={styles.section}>
      <h2 className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.caption}>{caption}</p>
      <DataTable caption={title} captionHidden columns={columns}>
        {children}
      </DataTable>
    </Card>
  );
}
