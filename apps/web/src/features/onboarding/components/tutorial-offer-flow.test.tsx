import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUser } from '@innerway/domain';
import { initTestI18n } from '../../../test/i18n';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { testUser } from '../../../test/users';
import { sessionQueryKey } from '../../session';
import type * as Analytics from '../../analytics';
import TutorialOfferFlow from './tutorial-offer-flow';

const { track } = vi.hoisted(() => ({ track: vi.fn() }));
vi.mock('../../analytics', async (importOriginal) => ({ ...(await importOriginal<typeof Analytics>()), track }));

const newcomer: TUser = { ...testUser, tutorial_offer_status: 'NotYetOffered' };

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  // 31 January 2025, only the clock: Radix and user-event keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 0, 31, 9, 30));
  track.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderFlow(replies: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'PUT /users/7': { data: { ...newcomer, tutorial_offer_status: 'saved' } }, ...replies });
  const onClose = vi.fn();
  const result = renderRoute(<TutorialOfferFlow user={newcomer} onClose={onClose} />, { path: '/', user: newcomer });
  return { ...result, fetchMock, onClose };
}

describe('TutorialOfferFlow', () => {
  it("declining records today's date day first and closes; the session takes the server's user", async () => {
    const { fetchMock, onClose, queryClient } = renderFlow();
    expect(screen.getByRole('dialog', { name: 'Would you like a quick tour?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sentBody(fetchMock, 'PUT /users/7')).toEqual({ tutorial_offer_status: 'Offered_31012025' }));
    await waitFor(() => expect(queryClient.getQueryData<TUser>(sessionQueryKey)?.tutorial_offer_status).toBe('saved'));
    expect(track).not.toHaveBeenCalled();
  });

  it('closing the offer with Escape counts as declining', async () => {
    const { fetchMock, onClose } = renderFlow();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sentBody(fetchMock, 'PUT /users/7')).toEqual({ tutorial_offer_status: 'Offered_31012025' }));
  });

  it('accepting starts the tour (tutorial_begin); finishing it records Completed (tutorial_complete)', async () => {
    const { fetchMock, onClose } = renderFlow();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, show me around' }));
    expect(track).toHaveBeenCalledWith('tutorial_begin', {});
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /users/7')).toBe(0);

    await userEvent.keyboard('{End}');
    await userEvent.click(screen.getByRole('button', { name: "Let's Get Started!" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenLastCalledWith('tutorial_complete', {});
    await waitFor(() => expect(sentBody(fetchMock, 'PUT /users/7')).toEqual({ tutorial_offer_status: 'Completed' }));
  });

  it('skipping the tour part-way records the date, so it is offered again after 7 days', async () => {
    const { fetchMock, onClose } = renderFlow();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, show me around' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take a tour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sentBody(fetchMock, 'PUT /users/7')).toEqual({ tutorial_offer_status: 'Offered_31012025' }));
    expect(track).not.toHaveBeenCalledWith('tutorial_complete', {});
  });

  it('a failed save is only logged: the person is not held up', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onClose, queryClient } = renderFlow({ 'PUT /users/7': { status: 500, error: 'Something went wrong on our side. Please try again.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('The onboarding status could not be saved.', expect.anything()));
    expect(queryClient.getQueryData<TUser>(sessionQueryKey)?.tutorial_offer_status).toBe('NotYetOffered');
  });
});
