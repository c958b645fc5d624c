import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { Modal } from '../modal';
import { TextField } from '../text-field';
import { linkHref } from './link-href';
import styles from './rich-text-editor.module.css';

export interface LinkDialogProps {
  /** The link being edited (its address), '' for a new one; null while the dialog is closed. */
  href: string | null;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Asks for a link's address; only an http, https or mailto address is taken (`linkHref`). */
export function LinkDialog({ href, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useTranslation('staffRichText');
  return (
    <Modal
      open={href !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(href ? 'linkDialog.editTitle' : 'linkDialog.addTitle')}
      description={t('linkDialog.description')}
      focusFirstField
    >
      {/* Mounted with each opening, so the field starts from the link being edited. */}
      {href !== null && <LinkForm href={href} onApply={onApply} onRemove={onRemove} onCancel={onClose} />}
    </Modal>
  );
}

function LinkForm({ href, onApply, onRemove, onCancel }: { href: string; onApply: (href: string) => void; onRemove: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['staffRichText', 'staff']);
  const [typed, setTyped] = useState(href);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    // React passes events up through the portal: the screen's own form around the editor must not submit too.
    event.preventDefault();
    event.stopPropagation();
    const next = linkHref(typed);
    setInvalid(next === null);
    if (next !== null) onApply(next);
  };

  return (
    <form className={styles.linkForm} onSubmit={submit} noValidate>
      <TextField
        label={t('linkDialog.address')}
        hint={t('linkDialog.hint')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={invalid ? t('linkDialog.invalid') : undefined}
        inputMode="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <div className={styles.linkActions}>
        {href && (
          <Button variant="ghost" onClick={onRemove} className={styles.removeLink}>
            {t('linkDialog.remove')}
          </Button>
        )}
        <Button variant="ghost" onClick={onCancel}>
          {t('staff:actions.cancel')}
        </Button>
        <Button type="submit">{t('linkDialog.apply')}</Button>
      </div>
    </form>
  );
}
