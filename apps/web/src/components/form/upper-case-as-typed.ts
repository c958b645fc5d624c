import type { ChangeEvent } from 'react';

/**
 * Codes are shown upper-cased while they are typed (spec section 5), with the caret left where
 * it was: changing the value moves it to the end otherwise.
 */
export function upperCaseAsTyped(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.target;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
}
