import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ErrorText, issueText } from '../error-codes.ts';
import { ZForgotPassword, ZLogin, ZRegister, ZResetPassword } from './auth.ts';

/** An address of exactly `length` characters built from short labels, so any e-mail check accepts it. */
function emailOfLength(length: number): string {
  const head = 'reader@';
  const tail = '.com';
  const labels: string[] = [];
  let room = length - head.length - tail.length;
  while (room > 0) {
    const label = Math.min(40, labels.length ? room - 1 : room);
    labels.push('x'.repeat(label));
    room -= label + (labels.length > 1 ? 1 : 0);
  }
  return `${head}${labels.join('.')}${tail}`;
}

function messages(result: z.ZodSafeParseResult<unknown>, path?: string): string[] {
  if (result.success) return [];
  return result.error.issues.filter((issue) => path === undefined || issue.path.join('.') === path).map((issue) => issueText(issue.message));
}

describe('emailOfLength (test helper)', () => {
  it('builds addresses of the asked length', () => {
    for (const length of [20, 100, 101, 200, 201]) expect(emailOfLength(length)).toHaveLength(length);
  });
});

describe('ZLogin', () => {
  const valid = { email: 'reader@example.com', password: 'secret' };

  it('accepts a good sign-in, trimming and lower-casing the e-mail', () => {
    const result = ZLogin.safeParse({ email: '  Reader@Example.COM ', password: ' p ' });
    expect(result.data).toEqual({ email: 'reader@example.com', password: ' p ' });
  });

  it("asks for both fields with the spec's message", () => {
    for (const input of [{}, { ...valid, email: '' }, { ...valid, email: '   ' }, { ...valid, password: '' }, { email: 'a@b.co' }]) {
      expect(messages(ZLogin.safeParse(input))[0], JSON.stringify(input)).toBe(
        'Oops, you need to enter your email and password!',
      );
    }
  });

  it('takes an e-mail of 100 characters and refuses 101', () => {
    expect(ZLogin.safeParse({ ...valid, email: emailOfLength(100) }).success).toBe(true);
    expect(messages(ZLogin.safeParse({ ...valid, email: emailOfLength(101) }), 'email')).toEqual([
      'Email must be at most 100 characters.',
    ]);
  });

  it('takes a password of 200 characters and refuses 201 (the registration maximum)', () => {
    expect(ZLogin.safeParse({ ...valid, password: 'p'.repeat(200) }).success).toBe(true);
    expect(messages(ZLogin.safeParse({ ...valid, password: 'p'.repeat(201) }), 'password')).toEqual([
      'Password must be at most 200 characters.',
    ]);
  });

  it('does not apply the new-password minimum when signing in', () => {
    expect(ZLogin.safeParse({ ...valid, password: 'a' }).success).toBe(true);
  });

  it('refuses a malformed e-mail', () => {
    expect(messages(ZLogin.safeParse({ ...valid, email: 'reader.example.com' }), 'email')).toEqual([ErrorText['validation.email_invalid']]);
  });

  it('accepts only the three languages as anonymous locale', () => {
    for (const locale of ['en', 'fr', 'es']) expect(ZLogin.safeParse({ ...valid, anonymous_locale: locale }).success).toBe(true);
    expect(ZLogin.safeParse({ ...valid, anonymous_locale: 'de' }).success).toBe(false);
  });
});

describe('ZRegister', () => {
  const valid = {
    name: 'Ada Reader',
    email: 'ada@example.com',
    password: 'longenough',
    password_confirmation: 'longenough',
    agreed_to_conditions: true as const,
  };

  it('accepts a good registration with the consent box off by default', () => {
    expect(ZRegister.parse(valid)).toEqual({ ...valid, marketing_opt_in: false });
  });

  it("asks for name, e-mail, password and confirmation with the spec's message", () => {
    for (const field of ['name', 'email', 'password', 'password_confirmation'] as const) {
      expect(messages(ZRegister.safeParse({ ...valid, [field]: '' }), field), field).toContain(
        'Oops, you need to complete all fields before submitting!',
      );
      const { [field]: _omitted, ...missing } = valid;
      expect(messages(ZRegister.safeParse(missing), field)[0], field).toBe(ErrorText['validation.register_required']);
    }
  });

  it('requires the confirmation to match', () => {
    expect(messages(ZRegister.safeParse({ ...valid, password_confirmation: 'longenougH' }), 'password_confirmation')).toEqual([
      'Oops, your password confirmation must match your password!',
    ]);
  });

  it('takes a name of 100 characters and refuses 101', () => {
    expect(ZRegister.safeParse({ ...valid, name: 'n'.repeat(100) }).success).toBe(true);
    expect(messages(ZRegister.safeParse({ ...valid, name: 'n'.repeat(101) }), 'name')).toEqual(['Name must be at most 100 characters.']);
  });

  it('trims the name before counting', () => {
    expect(ZRegister.parse({ ...valid, name: `  ${'n'.repeat(100)}  ` }).name).toBe('n'.repeat(100));
  });

  it('takes an e-mail of 100 characters and refuses 101', () => {
    expect(ZRegister.safeParse({ ...valid, email: emailOfLength(100) }).success).toBe(true);
    expect(messages(ZRegister.safeParse({ ...valid, email: emailOfLength(101) }), 'email')).toEqual([
      'Email must be at most 100 characters.',
    ]);
  });

  it('stores the e-mail trimmed and lower-cased', () => {
    expect(ZRegister.parse({ ...valid, email: ' Ada@Example.com ' }).email).toBe('ada@example.com');
  });

  it('takes a new password of 8 to 200 characters', () => {
    for (const length of [8, 200]) {
      const password = 'p'.repeat(length);
      expect(ZRegister.safeParse({ ...valid, password, password_confirmation: password }).success, String(length)).toBe(true);
    }
    const short = 'p'.repeat(7);
    expect(messages(ZRegister.safeParse({ ...valid, password: short, password_confirmation: short }), 'password')).toEqual([
      'Your password must be at least 8 characters long.',
    ]);
    const long = 'p'.repeat(201);
    expect(messages(ZRegister.safeParse({ ...valid, password: long, password_confirmation: long }), 'password')).toEqual([
      'Password must be at most 200 characters.',
    ]);
    expect(messages(ZRegister.safeParse({ ...valid, password: long, password_confirmation: long }), 'password_confirmation')).toEqual([
      'Password confirmation must be at most 200 characters.',
    ]);
  });

  it('takes an optional institution code, upper-cased, of at most 8 characters', () => {
    expect(ZRegister.parse(valid).institution_code).toBeUndefined();
    expect(ZRegister.parse({ ...valid, institution_code: '' }).institution_code).toBe('');
    expect(ZRegister.parse({ ...valid, institution_code: ' kw2lp84n ' }).institution_code).toBe('KW2LP84N');
    expect(messages(ZRegister.safeParse({ ...valid, institution_code: 'KW2LP84NX' }), 'institution_code')).toEqual([
      'Institution code must be at most 8 characters.',
    ]);
    expect(messages(ZRegister.safeParse({ ...valid, institution_code: 'KW-2LP' }), 'institution_code')).toEqual([
      ErrorText['code.invalid'],
    ]);
  });

  it('requires the Terms of Use and Privacy Policy to be accepted', () => {
    expect(messages(ZRegister.safeParse({ ...valid, agreed_to_conditions: false }), 'agreed_to_conditions')).toEqual([
      ErrorText['validation.terms_required'],
    ]);
    const { agreed_to_conditions: _omitted, ...withoutTerms } = valid;
    expect(messages(ZRegister.safeParse(withoutTerms), 'agreed_to_conditions')).toEqual([ErrorText['validation.terms_required']]);
  });

  it('keeps the consent checkbox and the language when given', () => {
    expect(ZRegister.parse({ ...valid, marketing_opt_in: true, preferred_language: 'fr' })).toMatchObject({
      marketing_opt_in: true,
      preferred_language: 'fr',
    });
    expect(ZRegister.safeParse({ ...valid, preferred_language: 'it' }).success).toBe(false);
  });
});

describe('ZForgotPassword', () => {
  it("asks for the e-mail with the spec's message", () => {
    expect(messages(ZForgotPassword.safeParse({}))).toEqual(['Oops, you need to enter an email!']);
    expect(messages(ZForgotPassword.safeParse({ email: ' ' }))).toEqual(['Oops, you need to enter an email!']);
  });

  it('takes an e-mail of 100 characters and refuses 101', () => {
    expect(ZForgotPassword.safeParse({ email: emailOfLength(100) }).success).toBe(true);
    expect(messages(ZForgotPassword.safeParse({ email: emailOfLength(101) }))).toEqual(['Email must be at most 100 characters.']);
  });

  it('normalises the e-mail', () => {
    expect(ZForgotPassword.parse({ email: ' READER@example.com', anonymous_locale: 'es' })).toEqual({
      email: 'reader@example.com',
      anonymous_locale: 'es',
    });
  });
});

describe('ZResetPassword', () => {
  const valid = {
    email: 'reader@example.com',
    password: 'newsecret',
    password_confirmation: 'newsecret',
    token: 'a'.repeat(64),
  };

  it('accepts a good reset', () => {
    expect(ZResetPassword.safeParse(valid).success).toBe(true);
  });

  it("asks for the e-mail, the new password and its confirmation with the spec's message", () => {
    for (const field of ['email', 'password', 'password_confirmation'] as const) {
      expect(messages(ZResetPassword.safeParse({ ...valid, [field]: '' }), field)[0], field).toBe(
        'Oops, you need to enter a new password before submitting!',
      );
    }
  });

  it('requires the confirmation to match', () => {
    expect(messages(ZResetPassword.safeParse({ ...valid, password_confirmation: 'newsecreT' }))).toEqual([
      'Oops, your password confirmation must match your password!',
    ]);
  });

  it('takes a new password of 8 to 200 characters', () => {
    const at = (length: number) => ({ ...valid, password: 'p'.repeat(length), password_confirmation: 'p'.repeat(length) });
    expect(ZResetPassword.safeParse(at(8)).success).toBe(true);
    expect(ZResetPassword.safeParse(at(200)).success).toBe(true);
    expect(messages(ZResetPassword.safeParse(at(7)), 'password')).toEqual([ErrorText['validation.password_too_short']]);
    expect(messages(ZResetPassword.safeParse(at(201)), 'password')).toEqual(['Password must be at most 200 characters.']);
  });

  it('requires a token', () => {
    expect(ZResetPassword.safeParse({ ...valid, token: '' }).success).toBe(false);
    const { token: _omitted, ...withoutToken } = valid;
    expect(ZResetPassword.safeParse(withoutToken).success).toBe(false);
  });
});
