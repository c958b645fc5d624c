import { Limits } from '@innerway/domain';
import { TextField, type TextFieldProps } from './text-field';

/** An e-mail input with the keyboard, autofill and length limit every e-mail field shares. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" maxLength={Limits.emailMax} {...props} />;
}
