import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffArea, ZPeoplePage, ZPeopleQuery, ZPersonDetail } from '@innerway/domain';
import { ok } from '../http/envelope.ts';
import { ZIdParams } from '../http/id-params.ts';
import { replies } from '../http/reply-schemas.ts';
import { requireStaffArea } from '../staff/staff-access.ts';
import { readPerson } from './read-person.ts';
import { searchPeople } from './search-people.ts';

// Before the query is read: a caller who may not ask is told so, whatever they asked.
const peopleArea = async (request: FastifyRequest) => {
  await requireStaffArea(request, StaffArea.People);
};

/** Support's People area: finding a member and reading their page. Read-only. */
export const staffPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/people',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff (people): find members by e-mail or name, typos allowed, with filters',
        description:
          'Admins and support (401 signed out, 403 disabled or without the role, before the query is read). `q` (3 to 100 characters) is an address or a name: ' +
          'an address is matched by its local part, a name word by word (each word required), by trigram similarity; the best matches first, at most 1,000 ranked (`capped` says there were more). ' +
          'Without `q`, the newest members first. Filters: `access` (trial, full), `source` (where full access came from), `admin`, `disabled`, `unverified` (true/false), `institution_id`. ' +
          '`cursor` is the previous page\'s `next_cursor` (400 `people.cursor_invalid` otherwise); `limit` 1 to 50, 25 by default.',
        querystring: ZPeopleQuery,
        response: replies(ZPeoplePage),
      },
      onRequest: peopleArea,
    },
    async (request) => ok(await searchPeople(app.db, request.query)),
  );

  app.get(
    '/staff/people/:id',
    {
      schema: {
        tags: ['staff'],
        summary: "Staff (people): a member's page",
        description:
          'Admins and support (401, 403 as above; 404 for no such member). Profile, access and its whole history (access_events), current sessions (user agent and dates, never a token), ' +
          'progress in counts per topic. Never anything the member wrote (assessment answers, journal).',
        params: ZIdParams,
        response: replies(ZPersonDetail),
      },
      onRequest: peopleArea,
    },
    async (request) => ok(await readPerson(app.db, request.params.id)),
  );
};
