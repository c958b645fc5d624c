import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

interface RadioItem {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  items: readonly RadioItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  error?: string | undefined;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/**
 * The browser's own radios, restyled: one tab stop, arrow keys that move and select, and form
 * behaviour come with them, with no script to load. `value` makes the group controlled,
 * `defaultValue` (or neither) leaves the choice to the inputs.
 */
export function RadioGroup({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled,
  required,
  error,
  orientation = 'vertical',
  className,
}: RadioGroupProps) {
  const id = useId();
  const groupName = name ?? id;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      // The role keeps the group announced as a choice of one; a role can stop a browser naming
      // the fieldset from its legend, hence the label reference as well.
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
      className={[styles.field, styles.fieldset, className].filter(Boolean).join(' ')}
    >
      <legend id={`${id}-label`} className={[styles.label, styles.legend].join(' ')}>
        {label}
      </legend>
      <div className={[styles.radioGroup, orientation === 'horizontal' && styles.radioGroupRow].filter(Boolean).join(' ')}>
        {items.map((item) => (
          <label key={item.value} className={styles.radioOption}>
            <input
              type="radio"
              name={groupName}
              value={item.value}
              {...(value === undefined ? { defaultChecked: item.value === defaultValue } : { checked: item.value === value })}
              onChange={() => onValueChange?.(item.value)}
              disabled={item.disabled}
              required={required}
              className={styles.radio}
            />
            <span>{item.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
