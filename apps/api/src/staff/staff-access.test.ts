import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { StaffRole } from '@innerway/domain';
import { createAccount } from '../auth/account-testing.ts';
import type { Db } from '../db/client.ts';
import { setUpTestApp } from '../test/harness.ts';
import { requireInstitutionReader, requireStaffArea } from './staff-access.ts';
import { createInstitution, createStaffAccount } from './staff-testing.ts';

let db: Db;
setUpTestApp((test) => ({ db } = test));

/** A request as the session plugin leaves it: its user (or none) and the server's database. */
const requestOf = (user: Awaited<ReturnType<typeof createAccount>>['user'] | null) => ({ user, server: { db } }) as unknown as FastifyRequest;

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe('requireStaffArea', () => {
  it("lets in only the roles that open the area, with the caller's roles and institutions", async () => {
    const support = await createStaffAccount(db, StaffRole.Support);
    const caller = await requireStaffArea(requestOf(support.user), 'people');
    expect(caller).toMatchObject({ roles: ['support'], managedInstitutionIds: [] });
    expect(await statusOf(requireStaffArea(requestOf(support.user), 'insight'))).toBe(403);

    const manager = await createStaffAccount(db, StaffRole.InstitutionManager);
    expect((await requireStaffArea(requestOf(manager.user), 'partner')).managedInstitutionIds).toEqual([manager.institutionId]);
    expect(await statusOf(requireStaffArea(requestOf(manager.user), 'people'))).toBe(403);
  });

  it('refuses the signed out (401), the disabled (403) and members (403)', async () => {
    expect(await statusOf(requireStaffArea(requestOf(null), 'people'))).toBe(401);
    const disabledAdmin = await createAccount(db, { isAdmin: true, isDisabled: true });
    expect(await statusOf(requireStaffArea(requestOf(disabledAdmin.user), 'people'))).toBe(403);
    const member = await createAccount(db);
    expect(await statusOf(requireStaffArea(requestOf(member.user), 'people'))).toBe(403);
  });
});

describe('requireInstitutionReader', () => {
  it("lets in admins and the institution's own managers, nobody else", async () => {
    const own = await createInstitution(db);
    const other = await createInstitution(db);
    const manager = await createStaffAccount(db, StaffRole.InstitutionManager, { institutionId: own.id });
    expect(await statusOf(requireInstitutionReader(requestOf(manager.user), own.id))).toBe(200);
    expect(await statusOf(requireInstitutionReader(requestOf(manager.user), other.id))).toBe(403);
    const admin = await createStaffAccount(db, StaffRole.Admin);
    expect(await statusOf(requireInstitutionReader(requestOf(admin.user), other.id))).toBe(200);
    const support = await createStaffAccount(db, StaffRole.Support);
    expect(await statusOf(requireInstitutionReader(requestOf(support.user), own.id))).toBe(403);
  });
});
