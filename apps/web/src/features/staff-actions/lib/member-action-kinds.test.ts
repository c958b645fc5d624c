import { describe, expect, it } from 'vitest';
import { availableActions, type TActionableMember } from './member-action-kinds';

const member: TActionableMember = {
  id: 7,
  email: 'maya@example.com',
  is_disabled: false,
  is_admin: false,
  is_trial_mode: true,
  is_email_verified: false,
};
const support = { id: 2, isAdmin: false };
const admin = { id: 1, isAdmin: true };

describe('availableActions', () => {
  it('offers what makes sense for the member as they are', () => {
    expect(availableActions(member, support)).toEqual([
      'disable',
      'grantFullAccess',
      'verificationMail',
      'passwordResetMail',
      'resetProgress',
      'endSessions',
      'delete',
    ]);
    expect(availableActions({ ...member, is_disabled: true, is_trial_mode: false, is_email_verified: true }, support)).toEqual([
      'enable',
      'takeBackFullAccess',
      'passwordResetMail',
      'resetProgress',
      'endSessions',
      'delete',
    ]);
  });

  it('offers support nothing on an admin, and an admin everything that applies', () => {
    const anAdmin = { ...member, is_admin: true };
    expect(availableActions(anAdmin, support)).toEqual([]);
    expect(availableActions(anAdmin, admin)).toContain('disable');
  });

  it('never offers what would lock the caller out of their own account', () => {
    expect(availableActions({ ...member, id: admin.id, is_admin: true }, admin)).toEqual([
      'grantFullAccess',
      'verificationMail',
      'passwordResetMail',
      'resetProgress',
    ]);
  });
});
