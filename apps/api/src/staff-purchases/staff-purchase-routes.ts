import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffArea, ZStaffGiftCardsPage, ZStaffPurchaseRecord, ZStaffPurchasesPage, ZStaffPurchaseSearch } from '@innerway/domain';
import { ok } from '../http/envelope.ts';
import { ZIdParams } from '../http/id-params.ts';
import { replies } from '../http/reply-schemas.ts';
import { requireStaffArea } from '../staff/staff-access.ts';
import { readGiftCardRecord, readPurchaseRecord } from './read-purchase-record.ts';
import { searchGiftCards, searchPurchases } from './search-purchases.ts';

const access = 'Staff with the purchases area (admin, support): 401 signed out, 403 disabled or without it.';

/** The staff area's purchases and gift cards: lists with search, and each one's record. Read only. */
export const staffPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/purchases',
    {
      schema: {
        tags: ['staff'],
        summary: 'Purchases, newest first, or those a search finds',
        description: `${access} \`q\`: a buyer's e-mail, a transaction or Play order id, or the code of the card bought (exact). \`before\`: the \`next_before\` of the page before.`,
        querystring: ZStaffPurchaseSearch,
        response: replies(ZStaffPurchasesPage),
      },
    },
    async (request) => {
      await requireStaffArea(request, StaffArea.Purchases);
      return ok(await searchPurchases(app.db, request.query));
    },
  );

  app.get(
    '/staff/purchases/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'A purchase, its gift card, their access events and store notifications',
        description: `${access} 404 for an unknown id.`,
        params: ZIdParams,
        response: replies(ZStaffPurchaseRecord),
      },
    },
    async (request) => {
      await requireStaffArea(request, StaffArea.Purchases);
      return ok(await readPurchaseRecord(app.db, request.params.id));
    },
  );

  app.get(
    '/staff/gift_cards',
    {
      schema: {
        tags: ['staff'],
        summary: 'Gift cards, newest first, or those a search finds (never their code or message)',
        description: `${access} \`q\`: the e-mail of the buyer, recipient or redeemer, the card's code, or its purchase's transaction or Play order id (exact). \`before\`: the \`next_before\` of the page before.`,
        querystring: ZStaffPurchaseSearch,
        response: replies(ZStaffGiftCardsPage),
      },
    },
    async (request) => {
      await requireStaffArea(request, StaffArea.Purchases);
      return ok(await searchGiftCards(app.db, request.query));
    },
  );

  app.get(
    '/staff/gift_cards/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'A gift card, its purchase, their access events and store notifications',
        description: `${access} 404 for an unknown id.`,
        params: ZIdParams,
        response: replies(ZStaffPurchaseRecord),
      },
    },
    async (request) => {
      await requireStaffArea(request, StaffArea.Purchases);
      return ok(await readGiftCardRecord(app.db, request.params.id));
    },
  );
};
