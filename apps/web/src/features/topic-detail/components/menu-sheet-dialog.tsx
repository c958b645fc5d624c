import { useRef, type ReactNode, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { rememberDialogOpener, returnDialogFocus } from '../../../components/ui/dialog-focus-return';
import styles from './menu-sheet.module.css';

export interface MenuSheetDialogProps {
  onClose: () => void;
  /** The toggle that opened the sheet: it is outside Radix (no Dialog.Trigger), so the focus is handed back here. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/**
 * The open bottom sheet of MenuSheet: focus moves to the current entry and comes back to the
 * toggle, Escape and the scrim close it. Mounted only while open.
 */
export default function MenuSheetDialog({ onClose, returnFocusTo, children }: MenuSheetDialogProps) {
  const { t } = useTranslation('player');
  const sheetRef = useRef<HTMLDivElement>(null);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.scrim} />
        <Dialog.Content
          ref={sheetRef}
          className={styles.sheet}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            rememberDialogOpener(event, returnFocusTo.current);
            // Start where the person is: the entry now playing, not the close button.
            const current = sheetRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
            if (current) {
              event.preventDefault();
              current.focus();
            }
          }}
          onCloseAutoFocus={returnDialogFocus}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('menu.heading')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('menu.close')}>
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
