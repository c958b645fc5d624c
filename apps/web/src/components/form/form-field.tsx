import type { ChangeEvent, ComponentProps, ComponentType } from 'react';
import { get, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import type { EmailField } from '../ui/email-field';
import type { TextAreaFieldProps } from '../ui/text-area-field';
import { TextField, type TextFieldProps } from '../ui/text-field';
import { upperCaseAsTyped } from './upper-case-as-typed';

type TFieldComponent = typeof TextField | typeof EmailField | ComponentType<TextAreaFieldProps>;

export type FormFieldProps<TValues extends FieldValues, C extends TFieldComponent = typeof TextField> = Omit<
  ComponentProps<C>,
  'name' | 'ref' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby'
> & {
  /** The field of the form (in a react-hook-form `FormProvider`) this input holds. */
  name: Path<TValues>;
  /** The input to render: TextField unless told (EmailField, TextAreaField). */
  as?: C;
  /** The form's one line that explains its problem, while it shows: an invalid field points at it. */
  messageId?: string | undefined;
  /** Invalid for another reason than the field's own error (a refusal from the server). */
  invalid?: boolean;
  /** Upper-cased as it is typed, the caret kept where it was (codes). */
  upperCase?: boolean;
  /** Runs before the form reads the change. */
  onChange?: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void;
};

/**
 * A labelled input bound to the surrounding react-hook-form: registered under `name`, marked
 * invalid while the field has an error, and then described by the form's message.
 */
export function FormField<TValues extends FieldValues, C extends TFieldComponent = typeof TextField>({
  name,
  as,
  messageId,
  invalid,
  upperCase = false,
  onChange,
  ...rest
}: FormFieldProps<TValues, C>) {
  const {
    register,
    formState: { errors },
  } = useFormContext<TValues>();
  const Input = (as ?? TextField) as ComponentType<TextFieldProps>;
  const field = register(name);
  const isInvalid = invalid ?? get(errors, name) !== undefined;
  return (
    <Input
      {...(rest as Omit<TextFieldProps, 'label'> & { label: TextFieldProps['label'] })}
      aria-invalid={isInvalid ? true : undefined}
      aria-describedby={isInvalid ? messageId : undefined}
      {...field}
      onChange={
        upperCase || onChange
          ? (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
              // Before the form reads it, so what is shown is what is kept.
              if (upperCase) upperCaseAsTyped(event);
              onChange?.(event);
              return field.onChange(event);
            }
          : field.onChange
      }
    />
  );
}
