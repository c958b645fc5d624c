import type { ReactNode } from 'react';
import { Card, DataTable, type TDataColumn } from '../../../components/ui';
import styles from './partner-report.module.css';

/** A section of the report: its heading, what its figures count, and their table (rows as children). */
export function ReportTable({ id, title, caption, columns, children }: { id: string; title: string; caption: string; columns: TDataColumn[]; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.caption}>{caption}</p>
      <DataTable caption={title} captionHidden columns={columns}>
        {children}
      </DataTable>
    </Card>
  );
}
