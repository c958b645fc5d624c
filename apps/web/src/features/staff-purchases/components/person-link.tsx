import type { TStaffPersonRef } from '@innerway/domain';
import { TextLink } from '../../../components/ui';
import styles from './staff-purchases.module.css';

/** A person by name and address, linking to their member page. */
export function PersonLink({ person }: { person: TStaffPersonRef }) {
  return (
    <span className={styles.person}>
      <TextLink to={`/studio/people/${person.id}`}>{person.name}</TextLink>
      <span className={styles.muted}>{person.email}</span>
    </span>
  );
}
