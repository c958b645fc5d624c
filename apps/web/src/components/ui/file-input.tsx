import type { InputHTMLAttributes } from 'react';
import buttonStyles from './button.module.css';
import styles from './file-input.module.css';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> {
  id: string;
  /** The button's words, in the screen's language ("Choose a file"). */
  chooseText: string;
  /** The chosen file's name; null shows `noneText` (when given) instead. */
  fileName?: string | null;
  noneText?: string;
}

/**
 * A file picker in the screen's language: the browser's own says "Choose File" and "No file
 * chosen" in the language of its menus, not the page's. The native input stays in the page,
 * visually hidden but focusable, so the keyboard, screen readers, the field's label and
 * `aria-*` work as on any input; the button drawn beside it is a label of the input, so a click
 * opens the same file dialog.
 */
export function FileInput({ id, chooseText, fileName = null, noneText, disabled, ...input }: FileInputProps) {
  const shownName = fileName ?? noneText;
  return (
    <div className={styles.picker}>
      <input id={id} type="file" className={`visually-hidden ${styles.input}`} disabled={disabled} {...input} />
      <label htmlFor={id} aria-hidden="true" className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.choose}`} data-disabled={disabled || undefined}>
        {chooseText}
      </label>
      {shownName && (
        <span aria-hidden="true" className={styles.name}>
          {shownName}
        </span>
      )}
    </div>
  );
}
