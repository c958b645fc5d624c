import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser } from '../../../test/users';
import { giftCard, giftCardsReply } from '../test/gift-cards';
import { GiftCardsSection } from './gift-cards-section';

/**
 * The code of the send form and of the take-back question, as the network brings it: each
 * import waits for `arrival`, then fails while `online` is false. A module that came once is
 * kept, as in the browser, so each test here uses its own.
 */
const network = vi.hoisted(() => ({
  online: false,
  arrival: Promise.resolve(),
  async fetch<T>(importOriginal: () => Promise<T>): Promise<T> {
    await this.arrival;
    if (!this.online) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  },
}));
vi.mock('./gift-send-form', (importOriginal) => network.fetch(importOriginal));
vi.mock('./rescind-dialog', (importOriginal) => network.fetch(importOriginal));

const networkText = 'We could not reach the server. Check your connection and try again.';

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  vi.unstubAllGlobals();
  network.online = false;
  network.arrival = Promise.resolve();
});

const path = '/users/me';
const renderSection = () => renderRoute(<GiftCardsSection user={fullUser} />, { path, user: fullUser });

describe('GiftCardsSection without a connection', () => {
  it('shows the loading placeholders while the send form’s code comes, says when it cannot come, and tries again', async () => {
    let arrive!: () => void;
    network.arrival = new Promise<void>((resolve) => (arrive = resolve));
    mockApi({ 'GET /users/8/gift_cards': giftCardsReply([giftCard({ id: 3 })]) });
    renderSection();
    // The list is here; the form's place waits, as the whole section did.
    expect(await screen.findByRole('list', { name: 'Your gift cards' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your gift cards…');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    arrive();
    expect(await screen.findByRole('alert')).toHaveTextContent(networkText);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    network.online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('form', { name: 'Send your gift' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the take-back question cannot come, keeps the focus on its button, and asks on the next press', async () => {
    mockApi({
      'GET /users/8/gift_cards': giftCardsReply([giftCard({ id: 2, status: 'sent', recipient_email: 'kim@example.com', sent_at: '2025-05-03T10:00:00.000Z' })]),
    });
    renderSection();
    const takeBack = await screen.findByRole('button', { name: 'Take back the gift sent to kim@example.com' });
    await userEvent.click(takeBack);
    const item = within(screen.getByRole('list', { name: 'Your gift cards' })).getByRole('listitem');
    expect(await within(item).findByRole('alert')).toHaveTextContent(networkText);
    await waitFor(() => expect(takeBack).toHaveFocus());
    expect(takeBack).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    network.online = true;
    await userEvent.click(takeBack);
    expect(await screen.findByRole('dialog', { name: 'Take this gift back?' })).toBeInTheDocument();
    expect(within(item).queryByRole('alert')).not.toBeInTheDocument();
  });
});
