import { beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ErrorMessage, ErrorText, errorText } from '@innerway/domain';
import { initTestI18n } from '../test/i18n';
import { ApiError } from './api-client';
import { useMessageText, useServerErrorText } from './server-error';

beforeAll(async () => {
  await initTestI18n('fr');
});

describe('server error text', () => {
  it('translates the server texts it knows and passes the others through', () => {
    const { result } = renderHook(() => useServerErrorText());
    expect(result.current(new ApiError(409, ErrorText['auth.email_taken']))).toBe('Cette adresse e-mail est déjà utilisée.');
    expect(result.current(new ApiError(418, 'Teapot trouble'))).toBe('Teapot trouble');
    expect(result.current(new ApiError(200, ErrorMessage.noResponseData))).toBe('Aucune donnée reçue');
  });

  it("says why a sign-in failed, and the spec's 401 text otherwise", () => {
    const { result } = renderHook(() => useServerErrorText());
    const badPassword = new ApiError(401, ErrorMessage.unauthorized, null, ErrorText['auth.invalid_credentials']);
    expect(result.current(badPassword)).toBe('Ces identifiants ne correspondent à aucun compte.');
    expect(result.current(new ApiError(401, ErrorMessage.unauthorized, null, ErrorText['auth.not_signed_in']))).toBe(
      'Vous n’avez pas accès à cette ressource.',
    );
  });

  it('translates the shared validation messages, including the length limits', () => {
    const { result } = renderHook(() => useMessageText());
    expect(result.current(ErrorText['validation.login_required'])).toBe('Oups, vous devez saisir votre adresse e-mail et votre mot de passe\u00a0!');
    expect(result.current(errorText('validation.too_long', { field: 'name', max: 200 }))).toBe('Nom\u00a0: 200 caractères au maximum.');
  });
});
