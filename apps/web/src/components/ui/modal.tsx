import { useRef, type CSSProperties, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Layout } from '@innerway/domain';
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
  children?: ReactNode;
  className?: string;
}

/**
 * A dialog with focus trapped and returned; a full-height sheet on small screens. Radix hands the
 * focus back only to a Dialog.Trigger, and these dialogs are opened by the screens' own buttons
 * (often after a check or a load): so the focus goes back to what had it when the dialog opened,
 * unless something else (a next dialog, a message) has taken it meanwhile.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  dismissible = true,
  width = Layout.modalWidth,
  children,
  className,
}: ModalProps) {
  const { t } = useTranslation('common');
  const openerRef = useRef<Element | null>(null);
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
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const opener = openerRef.current;
            const focusLost = !document.activeElement || document.activeElement === document.body;
            if (focusLost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
          }}
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
