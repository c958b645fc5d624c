import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  StaffArea,
  ZStudioCreate,
  ZStudioDraftDiscard,
  ZStudioDraftSave,
  ZStudioItem,
  ZStudioKind,
  ZStudioPart,
  ZStudioPublish,
  ZStudioPublished,
  ZStudioRestore,
  ZStudioRevisions,
  ZStudioTranslationGaps,
  ZStudioTree,
} from '@innerway/domain';
import { ok } from '../http/envelope.ts';
import { ZIdParam } from '../http/id-params.ts';
import { created, replies } from '../http/reply-schemas.ts';
import { requireStaffArea } from '../staff/staff-access.ts';
import { createItem } from './create-item.ts';
import { listTranslationGaps } from './list-translation-gaps.ts';
import { publishDrafts } from './publish-drafts.ts';
import { readStudioItem } from './read-studio-item.ts';
import { readStudioTree } from './read-studio-tree.ts';
import { listRevisions, restoreRevision } from './revisions.ts';
import { discardDraft, saveDraft } from './save-draft.ts';

const ZItemParams = z.object({ kind: ZStudioKind, id: ZIdParam });
const ZPartParams = ZItemParams.extend({ part: ZStudioPart });
const ZRevisionParams = ZItemParams.extend({ number: ZIdParam });

const editors = 'Editors and admins (401 signed out, 403 disabled or without a role that opens the content area).';
const conflict =
  '409 `content.edit_conflict` when the part is no longer at `base_version` (another editor saved, discarded or published it): `data.stale` lists it with its current draft, so nothing of either editor is lost.';

/**
 * The content studio (decision 033): the program's tree, items with their published values and
 * drafts, saving and discarding one part's draft, creating items, publishing, revisions and the
 * translation view. Members read none of it; the drafts reach them only by a publish.
 */
export const staffContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const editor = async (request: FastifyRequest) => (await requireStaffArea(request, StaffArea.Content)).user;
  // Who is asking comes before what they sent: a member's malformed request is a 403, not a 400.
  app.addHook('preValidation', async (request) => {
    await editor(request);
  });

  app.get(
    '/staff/content/tree',
    {
      schema: {
        tags: ['staff'],
        summary: 'The program as the studio shows it: topics, segments, steps and activities, and the resources',
        description: `${editors} Order, places, titles and archived flags as they will be once every pending draft is published; \`status\` is what members have now, \`pending_parts\` the parts with a draft, \`languages\` each language's state (complete, missing, outdated).`,
        response: replies(ZStudioTree),
      },
    },
    async () => ok(await readStudioTree(app.db)),
  );

  app.get(
    '/staff/content/translations',
    {
      schema: {
        tags: ['staff'],
        summary: 'The translation view: every item whose French or Spanish is missing a text or older than its English',
        description: `${editors} By what members have now; archived items are left out.`,
        response: replies(ZStudioTranslationGaps),
      },
    },
    async () => ok(await listTranslationGaps(app.db)),
  );

  app.post(
    '/staff/content/items',
    {
      schema: {
        tags: ['staff'],
        summary: 'Create a topic, segment, step, activity or resource (unpublished until its first publish)',
        description: `${editors} With its English title (1 to 120 characters); a segment names its topic, a step or activity its segment (422 \`content.parent_not_found\`). It goes last among its siblings, with its parent's trial flag, and its fields part is pending: publishing it shows the item to members.`,
        body: ZStudioCreate,
        response: created(ZStudioItem),
      },
    },
    async (request, reply) => reply.status(201).send(ok(await createItem(app.db, await editor(request), request.body))),
  );

  app.post(
    '/staff/content/publish',
    {
      schema: {
        tags: ['staff'],
        summary: 'Publish a chosen set of drafts at once: all of them or none',
        description: `${editors} Each change names a part's draft at the \`version\` the editor chose it at. One transaction: members see every part or none. 409 \`content.edit_conflict\` when any part is no longer at its version (\`data.stale\` lists every such part with its current draft; nothing is published); 422 \`content.nothing_to_publish\` for a part with no draft. Writes a revision per item (who, when, which parts, the whole item) and an audit event (\`content.publish\`, the note as its reason). Every instance serves the change within a second.`,
        body: ZStudioPublish,
        response: replies(ZStudioPublished),
      },
    },
    async (request) => ok(await publishDrafts(app.db, await editor(request), request.body)),
  );

  app.get(
    '/staff/content/:kind/:id',
    {
      schema: {
        tags: ['staff'],
        summary: "One item: every field as members have it in each language, its pending drafts with their versions, its languages' states and its media",
        description: `${editors} 404 for no such item. Media are read-only here (they come from uploads, durations from the files).`,
        params: ZItemParams,
        response: replies(ZStudioItem),
      },
    },
    async (request) => ok(await readStudioItem(app.db, request.params.kind, request.params.id)),
  );

  app.put(
    '/staff/content/:kind/:id/drafts/:part',
    {
      schema: {
        tags: ['staff'],
        summary: "Save the draft of one part of an item: `fields` or one language's texts",
        description: `${editors} \`values\` is the whole part, checked with the kind's limits and enumerations (400 \`validation.*\` naming the field; 422 \`content.parent_not_found\`, \`content.resource_not_found\`); bodies are sanitised to the content HTML allow-list. Only that part changes. Values equal to what members have leave nothing pending (except a new item's fields). ${conflict}`,
        params: ZPartParams,
        body: ZStudioDraftSave,
        response: replies(ZStudioItem),
      },
    },
    async (request) => {
      const { kind, id, part } = request.params;
      return ok(await saveDraft(app.db, await editor(request), { kind, id, part }, request.body));
    },
  );

  app.post(
    '/staff/content/:kind/:id/drafts/:part/discard',
    {
      schema: {
        tags: ['staff'],
        summary: "Discard one part's draft",
        description: `${editors} ${conflict}`,
        params: ZPartParams,
        body: ZStudioDraftDiscard,
        response: replies(ZStudioItem),
      },
    },
    async (request) => {
      const { kind, id, part } = request.params;
      return ok(await discardDraft(app.db, await editor(request), { kind, id, part }, request.body.base_version));
    },
  );

  app.get(
    '/staff/content/:kind/:id/revisions',
    {
      schema: {
        tags: ['staff'],
        summary: "The item's history: every publish, newest first, with who, when, which parts and the whole item as published",
        description: `${editors} Every revision is kept. 404 for no such item.`,
        params: ZItemParams,
        response: replies(ZStudioRevisions),
      },
    },
    async (request) => ok(await listRevisions(app.db, request.params.kind, request.params.id)),
  );

  app.post(
    '/staff/content/:kind/:id/revisions/:number/restore',
    {
      schema: {
        tags: ['staff'],
        summary: 'Restore an earlier revision as drafts (published by the normal path)',
        description: `${editors} \`base_versions\` are the four parts' versions as the editor saw them: 409 \`content.edit_conflict\` lists each part changed since. A part equal to what members have gets no draft. 404 for no such item or revision. Audited (\`content.restore\`).`,
        params: ZRevisionParams,
        body: ZStudioRestore,
        response: replies(ZStudioItem),
      },
    },
    async (request) => {
      const { kind, id, number } = request.params;
      return ok(await restoreRevision(app.db, await editor(request), { kind, id, number }, request.body));
    },
  );
};
