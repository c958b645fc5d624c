import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStaffGiftCard, TStaffPurchase } from '@innerway/domain';
import { initTestI18n } from '../../../test/i18n';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { fullUser } from '../../../test/users';
import PurchasesRoute from './purchases-route';

const path = '/studio/purchases';
const buyer = { id: 7, email: 'noor@example.com', name: 'Noor Buyer' };

const purchase = (overrides: Partial<TStaffPurchase> = {}): TStaffPurchase => ({
  id: 11,
  store: 'play',
  product: 'full_access',
  reference: 'GPA.3300-1111-2222-33333',
  state: 'refunded',
  purchased_at: '2026-11-02T09:00:00.000Z',
  refunded_at: '2026-11-03T09:00:00.000Z',
  buyer,
  gift_card_id: null,
  ...overrides,
});

const card = (overrides: Partial<TStaffGiftCard> = {}): TStaffGiftCard => ({
  id: 21,
  state: 'sent',
  buyer,
  recipient_email: 'friend@example.com',
  redeemed_by: null,
  purchased_at: '2026-11-02T09:00:00.000Z',
  sent_at: '2026-11-02T10:00:00.000Z',
  redeemed_at: null,
  purchase_id: 12,
  ...overrides,
});

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('Purchases and gift cards (staff)', () => {
  it('lists purchases with their state, the buyer linking to their page, and each purchase opening its record', async () => {
    mockApi({ 'GET /staff/purchases': { data: { items: [purchase()], next_before: null } } });
    renderRoute(<PurchasesRoute />, { path, user: fullUser });
    const table = await screen.findByRole('table', { name: 'The latest purchases (1 shown)' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Google Play');
    expect(row).toHaveTextContent('GPA.3300-1111-2222-33333');
    expect(row).toHaveTextContent('Refunded');
    expect(within(row).getByRole('link', { name: 'Noor Buyer' })).toHaveAttribute('href', '/studio/people/7');
    expect(within(row).getByRole('link', { name: /open the purchase by Noor Buyer/ })).toHaveAttribute('href', '/studio/purchases/11');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('pages on with the cursor the server gave', async () => {
    const fetchMock = mockApi({ 'GET /staff/purchases': { data: { items: [purchase()], next_before: 11 } } });
    renderRoute(<PurchasesRoute />, { path, user: fullUser });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /staff/purchases')).toBe(2));
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.at(-1)).toContain('before=11');
  });

  it('searches gift cards by what was typed, and says when nothing matches', async () => {
    const fetchMock = mockApi({ 'GET /staff/gift_cards': { data: { items: [], next_before: null } } });
    renderRoute(<PurchasesRoute />, { path, url: `${path}?view=gift_cards`, user: fullUser });
    const search = screen.getByRole('search');
    await userEvent.type(within(search).getByLabelText('Search'), 'friend@example.com');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No gift card matches “friend@example.com”.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).at(-1)).toContain('q=friend%40example.com');
  });

  it('shows a gift card’s state and people, never its code or message', async () => {
    mockApi({ 'GET /staff/gift_cards': { data: { items: [card({ state: 'redeemed', redeemed_by: { id: 8, email: 'kim@example.com', name: 'Kim' } })], next_before: null } } });
    renderRoute(<PurchasesRoute />, { path, url: `${path}?view=gift_cards`, user: fullUser });
    const row = within(await screen.findByRole('table', { name: 'The latest gift cards (1 shown)' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Redeemed');
    expect(row).toHaveTextContent('friend@example.com');
    expect(within(row).getByRole('link', { name: 'Kim' })).toHaveAttribute('href', '/studio/people/8');
  });

  it('says a refused search beside the field, and any other failure above the list with a retry', async () => {
    mockApi({ 'GET /staff/purchases': { status: 400, error: 'Search must be at most 254 characters.' } });
    renderRoute(<PurchasesRoute />, { path, url: `${path}?q=${'a'.repeat(10)}`, user: fullUser });
    expect(await screen.findByText('Search must be at most 254 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveAttribute('aria-invalid', 'true');

    vi.unstubAllGlobals();
    mockApi({ 'GET /staff/gift_cards': { status: 500, code: 'server.internal' } });
    renderRoute(<PurchasesRoute />, { path, url: `${path}?view=gift_cards`, user: fullUser });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The gift cards could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
