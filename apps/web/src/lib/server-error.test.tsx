import { beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ErrorMessage, ErrorText, errorText, issueMessage } from '@innerway/domain';
import { initTestI18n } from '../test/i18n';
import { ApiError } from './api-client';
import { useMessageText, useServerErrorText } from './server-error';

beforeAll(async () => {
  await initTestI18n('fr');
});

describe('server error text', () => {
  it("translates a reply by its code, whatever its text, and says the server's text otherwise", () => {
    const { result } = renderHook(() => useServerErrorText());
    expect(result.current(new ApiError(409, ErrorText['auth.email_taken'], { code: 'auth.email_taken' }))).toBe(
      'Cette adresse e-mail est déjà utilisée.',
    );
    expect(result.current(new ApiError(409, 'Reworded on the server', { code: 'auth.email_taken' }))).toBe(
      'Cette adresse e-mail est déjà utilisée.',
    );
    // A code newer than this build, and a reply with none: the server's own words.
    expect(result.current(new ApiError(409, 'A newer refusal', { code: 'gift_card.newer_rule' }))).toBe('A newer refusal');
    expect(result.current(new ApiError(418, 'Teapot trouble'))).toBe('Teapot trouble');
    // The same English text without its code is not recognised.
    expect(result.current(new ApiError(409, ErrorText['auth.email_taken']))).toBe(ErrorText['auth.email_taken']);
  });

  it('says the texts of a code with values as the server filled them in', () => {
    const { result } = renderHook(() => useServerErrorText());
    const tooLong = errorText('validation.too_long', { field: 'name', max: 100 });
    expect(result.current(new ApiError(400, tooLong, { code: 'validation.too_long' }))).toBe(tooLong);
  });

  it('says why a call got no reply in the reader’s language', () => {
    const { result } = renderHook(() => useServerErrorText());
    expect(result.current(new ApiError(200, ErrorMessage.noResponseData, { reason: 'empty' }))).toBe('Aucune donnée reçue');
    expect(result.current(new ApiError(0, 'Failed to fetch', { reason: 'network' }))).toMatch(/^Impossible de joindre le serveur/);
  });

  it("says why a sign-in failed, and the spec's 401 text otherwise", () => {
    const { result } = renderHook(() => useServerErrorText());
    const badPassword = new ApiError(401, ErrorMessage.unauthorized, {
      serverText: ErrorText['auth.invalid_credentials'],
      code: 'auth.invalid_credentials',
    });
    expect(result.current(badPassword)).toBe('Ces identifiants ne correspondent à aucun compte.');
    const signedOut = new ApiError(401, ErrorMessage.unauthorized, { serverText: ErrorText['auth.not_signed_in'], code: 'auth.not_signed_in' });
    expect(result.current(signedOut)).toBe('Vous n’avez pas accès à cette ressource.');
  });
});

describe('schema message text', () => {
  it('translates the shared schemas’ codes, including the values of a length limit', () => {
    const { result } = renderHook(() => useMessageText());
    expect(result.current(issueMessage('validation.login_required'))).toBe(
      'Oups, vous devez saisir votre adresse e-mail et votre mot de passe\u00a0!',
    );
    expect(result.current(issueMessage('validation.too_long', { field: 'name', max: 200 }))).toBe('Nom\u00a0: 200 caractères au maximum.');
    expect(result.current('a message of the screen’s own')).toBe('a message of the screen’s own');
    // Keys of the namespace that are not codes, and a code newer than this build, stay as they came.
    expect(result.current('tryAgain')).toBe('tryAgain');
    expect(result.current('field.name')).toBe('field.name');
    expect(result.current('gift_card.newer_rule?max=3')).toBe('gift_card.newer_rule?max=3');
    expect(result.current(undefined)).toBeUndefined();
  });
});
