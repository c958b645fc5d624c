import { useId, type ReactNode } from 'react';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import styles from './field.module.css';

export interface RadioItem {
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

export function RadioGroup({ label, items, error, className, orientation = 'vertical', ...rest }: RadioGroupProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <RadioGroupPrimitive.Root
        className={[styles.radioGroup, orientation === 'horizontal' && styles.radioGroupRow].filter(Boolean).join(' ')}
        aria-labelledby={`${id}-label`}
        aria-describedby={errorId}
        orientation={orientation}
        {...rest}
      >
        {items.map((item) => (
          <label key={item.value} className={styles.radioOption}>
            <RadioGroupPrimitive.Item value={item.value} disabled={item.disabled} className={styles.radio}>
              <RadioGroupPrimitive.Indicator className={styles.radioIndicator} />
            </RadioGroupPrimitive.Item>
            <span>{item.label}</span>
          </label>
        ))}
      </RadioGroupPrimitive.Root>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
