import type { CSSProperties, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Layout } from '@innerway/domain';
import { rememberDialogOpener, returnDialogFocus } from './dialog-focus-return';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** False while an action runs: Escape, outside clicks and the close button do nothing (spec: deletion popup). */
  dismissible?: boolean;
  /** Width on larger screens; the spec's default is 500 (the tour is 726). */
  width?: number;
  /**
   * Start at the dialog's first field instead of its close button: for a dialog that is a form
   * (the staff area's create, reason and link dialogs), whose point is what is typed there.
   */
  focusFirstField?: boolean;
  children?: ReactNode;
  className?: string;
}

const fieldSelector = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [contenteditable="true"]';

/** Moves the opening focus to the dialog's first field, when it has one (Radix's own goes to the first focusable, the close button). */
function focusFirstFieldOf(event: Event): void {
  const field = event.currentTarget instanceof Element ? event.currentTarget.querySelector<HTMLElement>(fieldSelector) : null;
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * A dialog with focus trapped and returned; a full-height sheet on small screens. These dialogs
 * are opened by the screens' own buttons and links (often after a check or a load), by an address,
 * or in place of another dialog: the focus goes back as dialog-focus-return.ts says.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  dismissible = true,
  width = Layout.modalWidth,
  focusFirstField = false,
  children,
  className,
}: ModalProps) {
  const { t } = useTranslation('common');
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (dismissible || next ? onOpenChange(next) : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.content, className].filter(Boolean).join(' ')}
          style={{ '--modal-max-width': `${width}px` } as CSSProperties}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onOpenAutoFocus={(event) => {
            rememberDialogOpener(event);
            if (focusFirstField) focusFirstFieldOf(event);
          }}
          onCloseAutoFocus={returnDialogFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className={styles.close} disabled={!dismissible} aria-label={t('actions.close')}>
                <X aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
