import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { PreviewAccesses, PreviewHeader, StaffArea, staffAreasFor, type TPreviewAccess } from '@innerway/domain';
import type { Db } from '../db/client.ts';
import { contentDrafts } from '../db/schema.ts';
import { readStaffRoles } from '../user-record/read-staff-roles.ts';
import type { UserRow } from '../user-record/user-row.ts';
import { buildContentSnapshot } from './build-content-snapshot.ts';
import type { TContentSnapshot } from './content-snapshot.ts';
import type { ContentStore } from './content-store.ts';
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
 * The caller as the preview shows them: a member (not an admin: the preview shows what members
 * will see) with the chosen access; a trial member is linked to no institution (a link gives full
 * access). The members' content reads and the user reply answer as this same person.
 */
function previewedUser(user: UserRow, access: TPreviewAccess): UserRow {
  return { ...user, isAdmin: false, isTrialMode: access === 'trial', institutionId: access === 'trial' ? null : user.institutionId };
}

/** The signed-in caller, as previewed when they may preview and ask to (the user reply's `/users/me`). */
export async function previewedCaller(db: Db, request: FastifyRequest): Promise<UserRow | null> {
  if (!request.user) return null;
  const preview = await previewAccessOf(db, request);
  return preview ? previewedUser(request.user, preview) : request.user;
}

/** The program as it will be once every pending draft is published: the rows and the drafts read together. */
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
 * The drafts' state in one row: every save, discard and publish bumps one part's version and its
 * time, so the stamp changes with any of them (drafts are never deleted).
 */
async function draftsStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({ parts: sql<number>`count(*)::int`, versions: sql<string>`coalesce(sum(${contentDrafts.version}), 0)::text`, at: sql<string>`max(${contentDrafts.updatedAt})::text` })
    .from(contentDrafts);
  return `${row!.parts}:${row!.versions}:${row!.at}`;
}

interface TDraftCache {
  /** The members' copy it was built beside: a change to the content tables (their NOTIFY) makes a new one. */
  published: TContentSnapshot;
  stamp: string;
  snapshot: Promise<TContentSnapshot>;
}

// One draft program per server (per members' store), kept until the drafts or the content change:
// previews repeat the same reads while the editor looks around, and building it reads every row.
const draftCaches = new WeakMap<ContentStore, TDraftCache>();

/**
 * The draft program, rebuilt only when the drafts' stamp or the members' copy changed since it was
 * built (a publish changes both; an edit of the tables by any means, the copy). While the change
 * listener is down, the members' store loads afresh on every read, so nothing is reused then.
 * The key is read before the build, so a change landing during the build leaves a newer program
 * under an older key, never an older one under a newer key.
 */
async function draftSnapshot(app: Pick<FastifyInstance, 'content' | 'db'>): Promise<TContentSnapshot> {
  const [published, stamp] = await Promise.all([app.content.get(), draftsStamp(app.db)]);
  const cached = draftCaches.get(app.content);
  if (cached && cached.published === published && cached.stamp === stamp) return cached.snapshot;
  const entry: TDraftCache = { published, stamp, snapshot: loadDraftSnapshot(app.db) };
  draftCaches.set(app.content, entry);
  entry.snapshot.catch(() => {
    if (draftCaches.get(app.content) === entry) draftCaches.delete(app.content);
  });
  return entry.snapshot;
}

/**
 * Who the members' content endpoints answer, and from which program: the caller and the
 * published program; or, for staff previewing, the draft program seen as the previewed member.
 * The draft program is never put in the members' copy.
 */
export async function contentReaderFor(
  app: Pick<FastifyInstance, 'content' | 'db'>,
  request: FastifyRequest,
  user: UserRow,
): Promise<{ ctx: TContentContext; user: UserRow }> {
  const preview = await previewAccessOf(app.db, request);
  if (!preview) return { ctx: app, user };
  let snapshot: Promise<TContentSnapshot> | null = null;
  const draftStore = { get: () => (snapshot ??= draftSnapshot(app)) };
  return { ctx: { db: app.db, content: draftStore }, user: previewedUser(user, preview) };
}
