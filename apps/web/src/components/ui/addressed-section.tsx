import type { ReactNode, Ref } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from './card';
import styles from './addressed-section.module.css';

export interface AddressedSectionProps {
  headingId: string;
  icon: LucideIcon;
  title: string;
  /** The heading an address (`?gift=1`, `?data_export=1`) scrolls to and focuses. */
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A section of a screen that an address can lead to: its heading takes the focus, not the page. */
export function AddressedSection({ headingId, icon: Icon, title, headingRef, children }: AddressedSectionProps) {
  return (
    <Card as="section" className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Icon aria-hidden className={styles.icon} size={24} />
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {title}
        </h2>
      </div>
      {children}
    </Card>
  );
}
