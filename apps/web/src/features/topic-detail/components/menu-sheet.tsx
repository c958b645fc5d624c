import { useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { ChevronUp, ListVideo, X } from 'lucide-react';
import styles from './menu-sheet.module.css';

export interface MenuSheetProps {
  /** Shown in the toggle, e.g. 'Segment 1 of 2'. */
  summary: string;
  children: (close: () => void) => ReactNode;
}

/**
 * The topic menu on small screens (spec section 2: a bottom sheet with a toggle). A modal dialog
 * rising from the bottom: the toggle says whether it is open (aria-expanded, from Radix's
 * trigger), focus moves to the current entry and comes back to the toggle, Escape and the scrim
 * close it. The toggle is shown by CSS only at small widths.
 */
export function MenuSheet({ summary, children }: MenuSheetProps) {
  const { t } = useTranslation('player');
  const [open, setOpen] = useState(false);
  const sheetRef = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.toggle}>
        <ListVideo aria-hidden="true" className={styles.toggleIcon} />
        <span className={styles.toggleText}>
          <span className={styles.toggleLabel}>{t('menu.open')}</span>
          <span className={styles.toggleSummary}>{summary}</span>
        </span>
        <ChevronUp aria-hidden="true" className={styles.chevron} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.scrim} />
        <Dialog.Content
          ref={sheetRef}
          className={styles.sheet}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Start where the person is: the entry now playing, not the close button.
            const current = sheetRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
            if (current) {
              event.preventDefault();
              current.focus();
            }
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('menu.heading')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('menu.close')}>
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children(close)}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
