import { describe, expect, it } from 'vitest';
import { ErrorText, errorText, FieldLabel, issueMessage, issueText, isErrorCode, readIssueMessage } from './error-codes.ts';

const areas = ['auth', 'validation', 'content', 'media', 'journal', 'code', 'age_survey', 'gift_card', 'purchase', 'staff', 'people', 'institution', 'data_export', 'reminders', 'analytics', 'minutes', 'request', 'server'];

describe('the error catalogue', () => {
  it('names every code in dotted lower case, by area', () => {
    for (const code of Object.keys(ErrorText)) {
      expect(code).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(areas).toContain(code.split('.')[0]);
    }
  });

  it('fills in a text’s values, a field by its label', () => {
    expect(errorText('validation.too_long', { field: 'recipient_email', max: 100 })).toBe('Recipient email must be at most 100 characters.');
    expect(errorText('request.invalid_input', { path: 'body' })).toBe('body: Invalid input');
    expect(errorText('gift_card.already_redeemed')).toBe('This gift card has already been redeemed.');
    // Checked by tsc (npm run typecheck reads the tests), never called: only the types are in question.
    void (() => [
      // @ts-expect-error: a code outside the catalogue is not a code.
      errorText('gift_card.lost'),
      // @ts-expect-error: a text with values needs them.
      errorText('validation.too_long'),
      // @ts-expect-error: `field` is a field's key, not a label.
      errorText('validation.too_long', { field: 'Recipient email', max: 100 }),
    ]);
    expect(Object.keys(FieldLabel)).toContain('recipient_email');
  });

  it('knows its own codes only', () => {
    expect(isErrorCode('auth.disabled')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('auth.nope')).toBe(false);
  });
});

describe('schema issue messages', () => {
  it('carry a code and its values, and read back', () => {
    expect(issueMessage('validation.login_required')).toBe('validation.login_required');
    const message = issueMessage('request.unrecognized_keys', { path: 'body', keys: 'a&b=c, d?' });
    expect(readIssueMessage(message)).toEqual({ code: 'request.unrecognized_keys', params: { path: 'body', keys: 'a&b=c, d?' } });
    expect(issueText(message)).toBe('body: Unrecognized key: a&b=c, d?');
  });

  it('leave any other message alone', () => {
    expect(readIssueMessage('Too small: expected string to have >=1 characters')).toBeNull();
    expect(readIssueMessage('auth.nope?x=1')).toBeNull();
    expect(issueText('not a code')).toBe('not a code');
  });
});
