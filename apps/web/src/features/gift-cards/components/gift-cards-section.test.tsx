import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser } from '../../../test/users';
import { giftCard as card, giftCardsReply as reply } from '../test/gift-cards';
import type * as Analytics from '../../analytics';
import { GiftCardsSection } from './gift-cards-section';

const { useSelectContent } = vi.hoisted(() => ({ useSelectContent: vi.fn() }));
vi.mock('../../analytics', async (importOriginal) => ({ ...(await importOriginal<typeof Analytics>()), useSelectContent }));

beforeEach(async () => {
  useSelectContent.mockClear();
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

const sentSpec =
  'Your gift was sent! You can buy another gift and see your purchase history at any time by returning to this screen.';

const unsent = card({ id: 3 });
const sent = card({ id: 2, status: 'sent', recipient_email: 'kim@example.com', code: 'SENT2ABC', sent_at: '2025-05-03T10:00:00.000Z' });
const redeemed = card({
  id: 1,
  status: 'redeemed',
  recipient_email: 'lee@example.com',
  sent_at: '2025-05-02T10:00:00.000Z',
  redeemed_at: '2025-05-04T10:00:00.000Z',
});

const path = '/users/me';
const renderSection = (url = path) => renderRoute(<GiftCardsSection user={fullUser} />, { path, url, user: fullUser });

describe('GiftCardsSection', () => {
  it('lists every card bought with its status, and shows the send form while one is unsent', async () => {
    mockApi({ 'GET /users/8/gift_cards': reply([unsent, sent, redeemed]) });
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your gift cards…');
    const list = await screen.findByRole('list', { name: 'Your gift cards' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/^(Unsent|Sent to .+|Redeemed)$/)[0]?.textContent)).toEqual([
      'Unsent',
      'Sent to kim@example.com',
      'Redeemed',
    ]);
    // Only a sent card shows its (live) code and can be taken back.
    expect(within(items[1]!).getByText('SENT2ABC')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Take back the gift sent to kim@example.com' })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();

    expect(await screen.findByRole('form', { name: 'Send your gift' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('offers the stores (and the local sandbox) when no card is left to send', async () => {
    const fetchMock = mockApi({
      'GET /users/8/gift_cards': [reply([redeemed]), reply([unsent, redeemed])],
      'POST /in_app_purchases': { status: 201, data: { user: fullUser, gift_card: unsent } },
    });
    renderSection();
    expect(await screen.findByRole('list', { name: 'Get the app' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Send your gift' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sandbox purchase (local only)' }));
    expect(await screen.findByRole('form', { name: 'Send your gift' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /in_app_purchases')).toMatchObject({ store: 'sandbox', product_id: 'gift_card' });
    expect(screen.getByText('Your gift card is ready. Fill in who it is for below.').closest('[tabindex]')).toHaveFocus();
  });

  it('says so when nothing was bought yet', async () => {
    mockApi({ 'GET /users/8/gift_cards': reply([]) });
    renderSection();
    expect(await screen.findByText('You have not bought a gift card yet.')).toBeInTheDocument();
  });

  it('checks the form with the spec’s rules and limits before sending', async () => {
    const fetchMock = mockApi({ 'GET /users/8/gift_cards': reply([unsent]) });
    renderSection();
    const recipient = await screen.findByLabelText('Recipient email');
    expect(recipient).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('From (optional)')).toHaveAttribute('maxlength', '50');
    expect(screen.getByLabelText('Message (optional)')).toHaveAttribute('maxlength', '140');

    await userEvent.click(screen.getByRole('button', { name: 'Send Gift' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops, you need to enter the recipient email!');
    expect(recipient).toHaveAttribute('aria-invalid', 'true');
    expect(recipient).toHaveAccessibleDescription('Oops, you need to enter the recipient email!');

    await userEvent.type(recipient, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send Gift' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(callsTo(fetchMock, 'PUT /users/8/gift_cards/3')).toBe(0);
  });

  it('counts the message’s characters against its limit', async () => {
    mockApi({ 'GET /users/8/gift_cards': reply([unsent]) });
    renderSection();
    const message = await screen.findByLabelText('Message (optional)');
    expect(message).toHaveAccessibleDescription('0 of 140 characters');
    await userEvent.type(message, 'Thinking of you');
    expect(message).toHaveAccessibleDescription('15 of 140 characters');
  });

  it('sends the gift, reloads the list and shows the spec’s success alert', async () => {
    const fetchMock = mockApi({
      'GET /users/8/gift_cards': [reply([unsent]), reply([{ ...unsent, status: 'sent', recipient_email: 'kim@example.com' }])],
      'PUT /users/8/gift_cards/3': { data: { ...unsent, status: 'sent' } },
    });
    renderSection();
    await userEvent.type(await screen.findByLabelText('Recipient email'), 'Kim@Example.com');
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'For the hard weeks.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Gift' }));

    const alert = await screen.findByText(sentSpec);
    await waitFor(() => expect(alert.closest('[tabindex]')).toHaveFocus());
    expect(sentBody(fetchMock, 'PUT /users/8/gift_cards/3')).toEqual({
      status: 'sent',
      recipient_email: 'kim@example.com',
      display_from: null,
      message: 'For the hard weeks.',
    });
    expect(callsTo(fetchMock, 'GET /users/8/gift_cards')).toBe(2);
    expect(screen.getByText('Sent to kim@example.com')).toBeInTheDocument();
    // No card left to send: the way to buy another.
    expect(screen.getByRole('list', { name: 'Get the app' })).toBeInTheDocument();
  });

  it('says why a send failed, inside the spec’s wrapper', async () => {
    mockApi({
      'GET /users/8/gift_cards': reply([unsent]),
      'PUT /users/8/gift_cards/3': { status: 422, code: 'gift_card.to_self' },
    });
    renderSection();
    await userEvent.type(await screen.findByLabelText('Recipient email'), fullUser.email);
    await userEvent.click(screen.getByRole('button', { name: 'Send Gift' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem sending this gift: You cannot send a gift card to yourself.',
    );
    expect(screen.queryByText(sentSpec)).not.toBeInTheDocument();
  });

  it('fills the form again with the sender name and message of a card taken back', async () => {
    mockApi({ 'GET /users/8/gift_cards': reply([{ ...unsent, display_from: 'Sam', message: 'Be gentle with yourself.' }]) });
    renderSection();
    expect(await screen.findByLabelText('From (optional)')).toHaveValue('Sam');
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('Be gentle with yourself.');
    expect(screen.getByLabelText('Recipient email')).toHaveValue('');
  });

  it('takes a sent card back only after asking', async () => {
    const fetchMock = mockApi({
      'GET /users/8/gift_cards': [reply([sent]), reply([{ ...sent, status: 'unsent', recipient_email: null, code: 'NEWCODE2' }])],
      'PUT /users/8/gift_cards/2': { data: { ...sent, status: 'unsent' } },
    });
    renderSection();
    const takeBack = await screen.findByRole('button', { name: 'Take back the gift sent to kim@example.com' });

    await userEvent.click(takeBack);
    let dialog = await screen.findByRole('dialog', { name: 'Take this gift back?' });
    expect(dialog).toHaveAccessibleDescription(
      'The code in the email to kim@example.com will stop working. You can then send the gift to someone else.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it sent' }));
    await waitFor(() => expect(takeBack).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /users/8/gift_cards/2')).toBe(0);

    await userEvent.click(takeBack);
    dialog = await screen.findByRole('dialog', { name: 'Take this gift back?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, take it back' }));
    const notice = await screen.findByText(/The gift was taken back\./);
    // The button that was pressed is gone with the sent card: the focus goes to what happened.
    await waitFor(() => expect(notice.closest('[tabindex]')).toHaveFocus());
    expect(sentBody(fetchMock, 'PUT /users/8/gift_cards/2')).toEqual({ status: 'unsent' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Unsent again: the form is back, and the list says so.
    expect(await screen.findByRole('form', { name: 'Send your gift' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your gift cards' })).getByText('Unsent')).toBeInTheDocument();
  });

  it('shows a refused take-back in the dialog', async () => {
    mockApi({
      'GET /users/8/gift_cards': reply([sent]),
      'PUT /users/8/gift_cards/2': { status: 409, code: 'gift_card.already_redeemed' },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Take back the gift sent to kim@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take this gift back?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, take it back' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There was a problem taking this gift back: This gift card has already been redeemed.',
    );
  });

  it('shows a load failure inline with the server’s message, and tries again', async () => {
    const fetchMock = mockApi({
      'GET /users/8/gift_cards': [{ status: 500, error: 'Something went wrong on our side. Please try again.' }, reply([])],
    });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('You have not bought a gift card yet.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /users/8/gift_cards')).toBe(2);
  });

  it('takes the focus when the address leads here (?gift=1), and only then', async () => {
    mockApi({ 'GET /users/8/gift_cards': reply([]) });
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderSection('/users/me?gift=1');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Gift Cards' })).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });

  it('reports the gift-card screen as select_content Gift, with the card it offers to send', async () => {
    mockApi({ 'GET /users/8/gift_cards': reply([unsent, sent]) });
    renderSection('/users/me?gift=1');
    await screen.findByRole('form', { name: 'Send your gift' });
    expect(useSelectContent).toHaveBeenLastCalledWith('Gift', 3);
    expect(useSelectContent).not.toHaveBeenCalledWith('Gift', undefined);
  });

  it('reports it without an id when it offers to buy one, and not at all on a plain visit to the account', async () => {
    mockApi({ 'GET /users/8/gift_cards': reply([sent]) });
    const { unmount } = renderSection('/users/me?gift=1');
    await screen.findByRole('list', { name: 'Get the app' });
    expect(useSelectContent).toHaveBeenLastCalledWith('Gift', undefined);
    unmount();

    useSelectContent.mockClear();
    renderSection();
    await screen.findByRole('list', { name: 'Get the app' });
    expect(useSelectContent).toHaveBeenCalled();
    expect(useSelectContent.mock.calls.every(([kind]) => kind === null)).toBe(true);
  });

  it('does not take the focus on a plain visit', async () => {
    mockApi({ 'GET /users/8/gift_cards': reply([]) });
    renderSection();
    await screen.findByText('You have not bought a gift card yet.');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('heading', { level: 2, name: 'Gift Cards' })).not.toHaveFocus();
  });

  it('speaks the reader’s language', async () => {
    await initTestI18n('fr');
    mockApi({ 'GET /users/8/gift_cards': reply([unsent, sent, redeemed]) });
    renderSection();
    const list = await screen.findByRole('list', { name: 'Vos cartes cadeaux' });
    for (const label of ['Non envoyée', 'Envoyée à kim@example.com', 'Activée']) expect(within(list).getByText(label)).toBeInTheDocument();
    expect(within(list).getAllByText(/^Achetée le 1 mai 2025/)).toHaveLength(3);
    await initTestI18n('en');
  });
});
