import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type TGiftCard, type TGiftCardsReply, type TUser } from '@innerway/domain';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser, trialUser } from '../../../test/users';
import { contentKeys } from '../../content';
import { sessionQueryKey } from '../../session';
import { SubscribeContent, type SubscribeContentProps } from './subscribe-content';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

const waitingCard: TGiftCard = {
  id: 41,
  status: 'sent',
  recipient_email: trialUser.email,
  display_from: 'Grandma June',
  message: 'For the hard weeks. Love you.',
  code: null,
  purchased_at: '2025-05-01T10:00:00.000Z',
  sent_at: '2025-05-02T10:00:00.000Z',
  redeemed_at: null,
};

const giftCards = (redeemable: TGiftCard | null): { data: TGiftCardsReply } => ({
  data: { purchased_gift_cards: [], redeemable_gift_card: redeemable },
});
const unlocked: TUser = { ...trialUser, is_trial_mode: false };

function renderPrompt(props: Partial<SubscribeContentProps> = {}, user: TUser = trialUser) {
  const onDone = vi.fn();
  const view = renderRoute(<SubscribeContent onDone={onDone} {...props} />, { path: '/topics', user });
  // A locked topic list, as the trial user saw it.
  view.queryClient.setQueryData(contentKeys.modules(), []);
  return { ...view, onDone };
}

const sessionUser = (queryClient: ReturnType<typeof renderPrompt>['queryClient']) => queryClient.getQueryData<TUser>(sessionQueryKey);

describe('SubscribeContent', () => {
  it('offers a gift waiting for the person first, and redeeming it gives full access at once', async () => {
    const fetchMock = mockApi({
      'GET /users/7/gift_cards': giftCards(waitingCard),
      'POST /users/7/gift_cards/redeem': { data: { user: unlocked, gift_card: { ...waitingCard, status: 'redeemed' } } },
    });
    const { queryClient, onDone } = renderPrompt();
    expect(screen.getByRole('status')).toHaveTextContent('Looking for gifts sent to you…');

    expect(await screen.findByRole('heading', { name: 'A gift is waiting for you' })).toBeInTheDocument();
    expect(screen.getByText('Grandma June has given you full access.')).toBeInTheDocument();
    expect(screen.getByText('For the hard weeks. Love you.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    const success = await screen.findByRole('heading', { name: 'You have full access' });
    await waitFor(() => expect(success).toHaveFocus());
    expect(sentBody(fetchMock, 'POST /users/7/gift_cards/redeem')).toEqual({ gift_card_id: 41 });
    // Everything that reads the session sees full access now; the locked content is fetched again.
    expect(sessionUser(queryClient)?.is_trial_mode).toBe(false);
    expect(queryClient.getQueryState(contentKeys.modules())?.isInvalidated).toBe(true);
    // The lock sentence no longer applies.
    expect(screen.queryByText('This content is only available to those with full access.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('opens on the code entry without a gift, then the stores, and back, moving the focus to each state', async () => {
    mockApi({ 'GET /users/7/gift_cards': giftCards(null) });
    renderPrompt();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    // Opening is not a move: the dialog places the focus itself.
    expect(screen.getByRole('heading', { name: 'Enter your code' })).not.toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Get the app' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to your gift' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Get full access in the app' }));
    expect(screen.getByRole('heading', { name: 'Full access in the app' })).toHaveFocus();
    const stores = screen.getByRole('list', { name: 'Get the app' });
    expect(within(stores).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'I have a code' }));
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toHaveFocus();
  });

  it('lets the person leave the offer for the code entry, and come back to it', async () => {
    mockApi({ 'GET /users/7/gift_cards': giftCards(waitingCard) });
    renderPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a code instead' }));
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back to your gift' }));
    expect(screen.getByRole('heading', { name: 'A gift is waiting for you' })).toHaveFocus();
  });

  it('upper-cases the code as it is typed and holds at most 8 characters', async () => {
    mockApi({ 'GET /users/7/gift_cards': giftCards(null) });
    renderPrompt();
    const code = await screen.findByLabelText('Code');
    expect(code).toHaveAttribute('maxlength', '8');
    expect(code).toHaveAccessibleDescription('8 letters and numbers, like KW2LP84N');
    await userEvent.type(code, 'kw2lp84nxyz');
    expect(code).toHaveValue('KW2LP84N');
  });

  it('asks for a code before sending anything', async () => {
    const fetchMock = mockApi({ 'GET /users/7/gift_cards': giftCards(null) });
    renderPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your code.');
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(callsTo(fetchMock, 'PUT /users/7')).toBe(0);
  });

  it('shows the server’s refusal inline, in the reader’s language, and lets them try again', async () => {
    await initTestI18n('fr');
    mockApi({
      'GET /users/7/gift_cards': giftCards(null),
      'PUT /users/7': [
        { status: 422, code: 'code.inactive' },
        { status: 422, code: 'code.invalid' },
      ],
    });
    renderPrompt();
    const code = await screen.findByLabelText('Code');
    await userEvent.type(code, 'oldcode1');
    await userEvent.click(screen.getByRole('button', { name: 'Débloquer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce code n’est plus actif.');
    expect(code).toHaveAccessibleDescription(/Ce code n’est plus actif\./);

    // The refusal was about the code as it was: one keystroke later it is gone.
    await userEvent.type(code, '{Backspace}');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.clear(code);
    await userEvent.type(code, 'zzzz9999');
    await userEvent.click(screen.getByRole('button', { name: 'Débloquer' }));
    expect(await screen.findByText('Ce code n’a pas fonctionné. Vérifiez-le et réessayez.')).toBeInTheDocument();
    await initTestI18n('en');
  });

  it('unlocks with an institution code: the session user changes and the content is fetched again', async () => {
    const linked: TUser = { ...unlocked, institution_id: 1, institution_name: 'Maple Grove University' };
    const fetchMock = mockApi({ 'GET /users/7/gift_cards': giftCards(null), 'PUT /users/7': { data: linked } });
    const { queryClient, onDone } = renderPrompt();
    await userEvent.type(await screen.findByLabelText('Code'), 'kw2lp84n');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    const success = await screen.findByRole('heading', { name: 'You have full access' });
    await waitFor(() => expect(success).toHaveFocus());
    expect(sentBody(fetchMock, 'PUT /users/7')).toEqual({ institution_code: 'KW2LP84N' });
    expect(sessionUser(queryClient)).toEqual(linked);
    expect(queryClient.getQueryState(contentKeys.modules())?.isInvalidated).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('fills in a code from the link and opens on the code entry, even with a gift on offer', async () => {
    mockApi({ 'GET /users/7/gift_cards': giftCards(waitingCard) });
    renderPrompt({ initialCode: 'ab7cd8ef' });
    expect(screen.getByLabelText('Code')).toHaveValue('AB7CD8EF');
    // The offer stays one press away.
    expect(await screen.findByRole('button', { name: 'Back to your gift' })).toBeInTheDocument();
  });

  it('still offers the code entry when the gifts cannot be looked up, and says why', async () => {
    mockApi({ 'GET /users/7/gift_cards': { status: 503, error: 'The service is temporarily unavailable. Please try again shortly.' } });
    renderPrompt();
    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We could not check for gifts sent to you (The service is temporarily unavailable. Please try again shortly.).',
    );
  });

  it('buys full access through the local sandbox store', async () => {
    const fetchMock = mockApi({
      'GET /users/7/gift_cards': giftCards(null),
      'POST /in_app_purchases': { status: 201, data: { user: unlocked, gift_card: null } },
    });
    const { queryClient } = renderPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'Get full access in the app' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sandbox purchase (local only)' }));
    expect(await screen.findByRole('heading', { name: 'You have full access' })).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /in_app_purchases')).toMatchObject({ store: 'sandbox', product_id: 'full_access' });
    expect(sessionUser(queryClient)?.is_trial_mode).toBe(false);
  });

  it('says what went wrong with a purchase', async () => {
    mockApi({
      'GET /users/7/gift_cards': giftCards(null),
      'POST /in_app_purchases': { status: 409, code: 'purchase.already_recorded' },
    });
    renderPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'Get full access in the app' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sandbox purchase (local only)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem completing this purchase: This purchase has already been recorded.',
    );
  });

  it('tells someone who already has full access so, without looking for gifts', async () => {
    const fetchMock = mockApi({});
    const { onDone } = renderPrompt({}, fullUser);
    expect(screen.getByRole('heading', { name: 'You have full access' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
