import { describe, expect, it } from 'vitest';
import { ErrorText } from '@innerway/domain';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized, unprocessable } from './app-error.ts';

// Every error a route throws is an AppError, and the error handler replies with its code: the
// code can only be one of the catalogue's, so every code the server can send has a text and a
// translation (the web app's error-translations test holds the locale files to the catalogue).
describe('AppError', () => {
  it("takes a catalogue code and says the code's text", () => {
    expect(conflict('gift_card.already_redeemed')).toMatchObject({ status: 409, code: 'gift_card.already_redeemed', message: ErrorText['gift_card.already_redeemed'] });
    expect(new AppError(400, 'request.invalid_characters', { path: 'name' })).toMatchObject({ code: 'request.invalid_characters', message: 'name: Invalid characters' });
    const helpers = [badRequest('auth.token_invalid'), unauthorized(), forbidden(), notFound(), conflict('auth.email_taken'), unprocessable('code.invalid'), tooManyRequests(30)];
    for (const error of helpers) expect(ErrorText[error.code]).toBe(error.message);
  });
});

// Checked by tsc (npm run typecheck reads the tests), never called: only the types are in question.
export function refusedAtTypeLevel() {
  // @ts-expect-error: not a catalogue code.
  new AppError(409, 'gift_card.lost');
  // @ts-expect-error: a code whose text has values needs them.
  new AppError(400, 'validation.too_long');
  // @ts-expect-error: the helpers take codes whose text has no values (it would say nothing).
  badRequest('validation.too_long');
  // @ts-expect-error: a text of the server's own is not a code.
  conflict('This gift card is lost.');
}
