import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ErrorText, issueText } from '../error-codes.ts';
import { ZProfileForm, ZUserUpdate } from './user.ts';

function messages(result: z.ZodSafeParseResult<unknown>, path?: string): string[] {
  if (result.success) return [];
  return result.error.issues.filter((issue) => path === undefined || issue.path.join('.') === path).map((issue) => issueText(issue.message));
}

// 100 characters: 'reader@' (7) + two labels of 40 and 48 joined by a dot (89) + '.com' (4).
const email100 = `reader@${'x'.repeat(40)}.${'y'.repeat(48)}.com`;

describe('ZProfileForm', () => {
  it("asks for name and e-mail with the spec's message", () => {
    expect(messages(ZProfileForm.safeParse({}))).toEqual([
      'Oops, you need to enter your name and email!',
      'Oops, you need to enter your name and email!',
    ]);
    expect(messages(ZProfileForm.safeParse({ name: '  ', email: 'a@b.co' }), 'name')).toEqual([ErrorText['validation.profile_required']]);
  });

  it('takes a name of 200 characters and refuses 201', () => {
    expect(ZProfileForm.safeParse({ name: 'n'.repeat(200), email: 'a@b.co' }).success).toBe(true);
    expect(messages(ZProfileForm.safeParse({ name: 'n'.repeat(201), email: 'a@b.co' }), 'name')).toEqual([
      'Name must be at most 200 characters.',
    ]);
  });

  it('takes an e-mail of 100 characters and refuses 101', () => {
    expect(email100).toHaveLength(100);
    expect(ZProfileForm.safeParse({ name: 'Ada', email: email100 }).success).toBe(true);
    expect(messages(ZProfileForm.safeParse({ name: 'Ada', email: `z${email100}` }), 'email')).toEqual([
      'Email must be at most 100 characters.',
    ]);
  });

  it('trims the name and trims and lower-cases the e-mail', () => {
    expect(ZProfileForm.parse({ name: ' Ada ', email: ' ADA@Example.com ' })).toEqual({ name: 'Ada', email: 'ada@example.com' });
  });
});

describe('ZUserUpdate', () => {
  it('accepts an empty update and each field alone', () => {
    expect(ZUserUpdate.safeParse({}).success).toBe(true);
    expect(ZUserUpdate.safeParse({ preferred_language: 'es' }).success).toBe(true);
    expect(ZUserUpdate.safeParse({ marketing_opt_in: true }).success).toBe(true);
  });

  it('refuses fields it does not know, so a caller cannot set is_admin', () => {
    expect(ZUserUpdate.safeParse({ is_admin: true }).success).toBe(false);
  });

  it('applies the profile limits when name or e-mail are sent', () => {
    expect(ZUserUpdate.safeParse({ name: 'n'.repeat(200) }).success).toBe(true);
    expect(messages(ZUserUpdate.safeParse({ name: 'n'.repeat(201) }))).toEqual(['Name must be at most 200 characters.']);
    expect(messages(ZUserUpdate.safeParse({ name: '' }))).toEqual([ErrorText['validation.profile_required']]);
    expect(messages(ZUserUpdate.safeParse({ email: `z${email100}` }))).toEqual(['Email must be at most 100 characters.']);
  });

  it('takes the current password as typed, up to the password limit', () => {
    expect(ZUserUpdate.parse({ email: 'a@b.co', current_password: ' spaced out ' }).current_password).toBe(' spaced out ');
    expect(messages(ZUserUpdate.safeParse({ current_password: 'p'.repeat(201) }))).toEqual(['Current password must be at most 200 characters.']);
  });

  it('upper-cases an institution code of up to 8 characters and needs a value', () => {
    expect(ZUserUpdate.parse({ institution_code: 'kw2lp84n' }).institution_code).toBe('KW2LP84N');
    expect(messages(ZUserUpdate.safeParse({ institution_code: 'KW2LP84NX' }))).toEqual([
      'Institution code must be at most 8 characters.',
    ]);
    expect(messages(ZUserUpdate.safeParse({ institution_code: '' }))).toEqual([ErrorText['code.invalid']]);
    expect(messages(ZUserUpdate.safeParse({ institution_code: '   ' }))).toEqual([ErrorText['code.invalid']]);
  });

  it('accepts only the age survey status strings', () => {
    for (const status of ['NOT_APPLICABLE', 'NOT_YET_OFFERED', 'COMPLETED', 'OFFERED_03152024']) {
      expect(ZUserUpdate.safeParse({ age_survey_status: status }).success, status).toBe(true);
    }
    for (const status of ['OFFERED_', 'OFFERED_0315202', 'offered_03152024', 'Completed', 'COMPLETED ']) {
      expect(ZUserUpdate.safeParse({ age_survey_status: status }).success, status).toBe(false);
    }
  });

  it('accepts only the tutorial offer status strings', () => {
    for (const status of ['Completed', 'NotApplicable', 'NotYetOffered', 'Offered_15032024']) {
      expect(ZUserUpdate.safeParse({ tutorial_offer_status: status }).success, status).toBe(true);
    }
    for (const status of ['Offered_', 'COMPLETED', 'Offered_1503202x']) {
      expect(ZUserUpdate.safeParse({ tutorial_offer_status: status }).success, status).toBe(false);
    }
  });
});
