import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PreviewAccesses, PreviewHeader, StaffArea, staffAreasFor, type TPreviewAccess } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { readStaffRoles } from '../user-record/read-staff-roles.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { buildContentSnapshot } from './build-content-snapshot.ts';
import type { TContentSnapshot } from './content-snapshot.ts';
import { applyDrafts, readDraftDurations, readPendingDrafts } from './drafted-rows.ts';
import { readContentRows } from './load-content-rows.ts';
import type { TContentContext } from './read-content.ts';

/**
 * The preview access a request asks for (`x-innerway-preview: trial|full`), honoured only for a
 * signed-in staff member whose roles open the content area; anyone else's header is ignored.
 */
async function previewAccessOf(db: Db, request: FastifyRequest): Promise<TPreviewAccess | null> {
  const asked = request.headers[PreviewHeader];
  const access = PreviewAccesses.find((value) => value === asked);
  if (!access || !request.user || request.user.isDisabled) return null;
  const roles = await readStaffRoles(db, request.user);
  return staffAreasFor(roles.map((held) => held.role)).includes(StaffArea.Content) ? access : null;
}

/**
 * The program as it will be once every pending draft is published, built for this one request
 * and never held: the members' copy in memory stays the published one.
 */
async function loadDraftSnapshot(db: Db): Promise<TContentSnapshot> {
  const { rows, drafts, durations } = await db.transaction(
    async (tx) => {
      const pending = await readPendingDrafts(tx);
      return { rows: await readContentRows(tx), drafts: pending, durations: await readDraftDurations(tx, pending) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return buildContentSnapshot(applyDrafts(rows, drafts, durations));
}

/**
 * Who the members' content endpoints answer, and from which program: the caller and the
 * published program; or, for staff previewing, the draft program seen as a member (not an admin:
 * the preview shows what members will see) with the access they chose.
 */
export async function contentReaderFor(
  app: Pick<FastifyInstance, 'content' | 'db'>,
  request: FastifyRequest,
  user: UserRow,
): Promise<{ ctx: TContentContext; user: UserRow }> {
  const preview = await previewAccessOf(app.db, request);
  if (!preview) return { ctx: app, user };
  let snapshot: Promise<TContentSnapshot> | null = null;
  const draftStore = { get: () => (snapshot ??= loadDraftSnapshot(app.db)) };
  return { ctx: { db: app.db, content: draftStore }, user: { ...user, isAdmin: false, isTrialMode: preview === 'trial' } };
}
