import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronUp, ListVideo } from 'lucide-react';
import styles from './menu-sheet.module.css';

export interface MenuSheetProps {
  /** Shown in the toggle, e.g. 'Segment 1 of 2'. */
  summary: string;
  children: (close: () => void) => ReactNode;
}

// The dialog's code (Radix) arrives when the sheet first opens, not with the topic.
const MenuSheetDialog = lazy(() => import('./menu-sheet-dialog'));

/**
 * The topic menu on small screens (spec section 2: a bottom sheet with a toggle). The toggle says
 * whether the sheet is open (aria-expanded); the sheet is a modal dialog rising from the bottom
 * (menu-sheet-dialog.tsx), which hands the focus back to the toggle when it closes. The toggle is
 * shown by CSS only at small widths.
 */
export function MenuSheet({ summary, children }: MenuSheetProps) {
  const { t } = useTranslation('player');
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <ListVideo aria-hidden="true" className={styles.toggleIcon} />
        <span className={styles.toggleText}>
          <span className={styles.toggleLabel}>{t('menu.open')}</span>
          <span className={styles.toggleSummary}>{summary}</span>
        </span>
        <ChevronUp aria-hidden="true" className={styles.chevron} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MenuSheetDialog onClose={close} returnFocusTo={toggleRef}>
            {children(close)}
          </MenuSheetDialog>
        </Suspense>
      )}
    </>
  );
}
