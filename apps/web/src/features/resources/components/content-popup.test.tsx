import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceCategory, type TUser } from '@innerway/domain';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../../../test/users';
import { activityFixture, resourceFixture, writtenActivityFixture } from '../../activities/test/fixtures';
import { stubMedia } from '../../../test/fake-media';
import { ContentPopup, type ContentPopupProps } from './content-popup';

beforeEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await initTestI18n('en');
  stubMedia();
});

const trialUser: TUser = { ...testUser, is_trial_mode: true };
const fullUser: TUser = { ...testUser, is_trial_mode: false };

function renderPopup(props: Omit<ContentPopupProps, 'onClose'>, user: TUser) {
  const onClose = vi.fn();
  const result = renderRoute(<ContentPopup {...props} onClose={onClose} />, { path: '/', user });
  return { ...result, onClose };
}

describe('written and journaling activities', () => {
  it('Mark As Complete sends 100 and closes the popup', async () => {
    const fetchMock = mockApi({
      'GET /exercises/3': { data: writtenActivityFixture({ is_trial_content: false }) },
      'PUT /exercises/3/progress': { data: { exercise_id: 3, user_percent_complete: 100 } },
    });
    const { onClose } = renderPopup({ kind: 'activity', id: 3 }, fullUser);
    const dialog = await screen.findByRole('dialog', { name: "I'm having the thought that..." });
    expect(within(dialog).getByText('Pick a thought that has been bothering you.')).toBeInTheDocument();
    // The server's HTML is sanitised: no script reaches the page.
    expect(dialog.querySelector('script')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark As Complete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock, 'PUT /exercises/3/progress')).toEqual({ progress: 100 });
  });

  it('still closes when saving fails (the failure is only logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      'GET /exercises/3': { data: writtenActivityFixture() },
      'PUT /exercises/3/progress': { status: 500, error: 'Something went wrong on our side. Please try again.' },
    });
    const { onClose } = renderPopup({ kind: 'activity', id: 3 }, fullUser);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark As Complete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalled();
  });

  it('hides Mark As Complete when the activity is already complete', async () => {
    mockApi({ 'GET /exercises/3': { data: writtenActivityFixture({ user_percent_complete: 100 }) } });
    renderPopup({ kind: 'activity', id: 3 }, fullUser);
    await screen.findByRole('dialog', { name: "I'm having the thought that..." });
    expect(screen.queryByRole('button', { name: 'Mark As Complete' })).not.toBeInTheDocument();
    expect(screen.getByText('You have completed this activity.')).toBeInTheDocument();
  });

  it('hides Mark As Complete for trial users, whose progress is not tracked', async () => {
    mockApi({ 'GET /exercises/3': { data: writtenActivityFixture({ is_trial_content: true }) } });
    renderPopup({ kind: 'activity', id: 3 }, trialUser);
    await screen.findByRole('dialog', { name: "I'm having the thought that..." });
    expect(screen.queryByRole('button', { name: 'Mark As Complete' })).not.toBeInTheDocument();
  });

  it('names the kind of activity', async () => {
    mockApi({ 'GET /exercises/3': { data: writtenActivityFixture({ activity_type: 3 }) } });
    renderPopup({ kind: 'activity', id: 3 }, fullUser);
    expect(await screen.findByRole('dialog', { name: "I'm having the thought that..." })).toHaveAccessibleDescription('Journaling');
  });
});

describe('locked content', () => {
  it('shows a trial user the subscribe prompt instead of a locked activity', async () => {
    mockApi({
      'GET /exercises/4': { data: activityFixture({ id: 4, is_trial_content: false }) },
      'GET /users/7/gift_cards': { data: { purchased_gift_cards: [], redeemable_gift_card: null } },
    });
    renderPopup({ kind: 'activity', id: 4 }, trialUser);
    const dialog = await screen.findByRole('dialog', { name: 'Get full access' });
    expect(within(dialog).getByText('This content is only available to those with full access.')).toBeInTheDocument();
    // The prompt opens on the code entry, the stores one press away (features/access tests its states).
    expect(await within(dialog).findByLabelText('Code')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Get full access in the app' })).toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
  });

  it('shows the subscribe prompt when the server refuses with 403', async () => {
    mockApi({ 'GET /extra_contents/6': { status: 403, error: 'This content is only available to those with full access.' } });
    renderPopup({ kind: 'resource', id: 6 }, trialUser);
    expect(await screen.findByRole('dialog', { name: 'Get full access' })).toBeInTheDocument();
  });

  it('opens trial content for a trial user', async () => {
    mockApi({ 'GET /extra_contents/1': { data: resourceFixture({ is_trial_content: true }) } });
    renderPopup({ kind: 'resource', id: 1 }, trialUser);
    expect(await screen.findByRole('dialog', { name: 'Weightless, by Marconi Union' })).toHaveAccessibleDescription('Song');
  });

  it('opens the tutorial for a trial user whatever its flags say, as a captioned video', async () => {
    mockApi({
      'GET /extra_contents/0': {
        data: resourceFixture({
          id: 0,
          title: 'Introduction to Innerway',
          category: ResourceCategory.Tutorial,
          is_trial_content: false,
          file_id: 'videos/introduction.mp4',
          captions_key: 'captions/tutorial-0.en.vtt',
        }),
      },
    });
    renderPopup({ kind: 'resource', id: 0 }, trialUser);
    const dialog = await screen.findByRole('dialog', { name: 'Introduction to Innerway' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', '/api/content_media/videos/introduction.mp4');
    expect(video).toHaveAttribute('controls');
    const track = video?.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/api/content_media/captions/tutorial-0.en.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
  });
});

describe('loading and errors', () => {
  it('shows placeholders inside the dialog while loading', async () => {
    mockApi({ 'GET /exercises/3': () => ({ data: writtenActivityFixture() }) });
    renderPopup({ kind: 'activity', id: 3 }, fullUser);
    expect(screen.getByRole('dialog', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: "I'm having the thought that..." })).toBeInTheDocument();
  });

  it('shows the server message inline and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /exercises/3': () =>
        fail ? { status: 503, error: 'The service is temporarily unavailable. Please try again shortly.' } : { data: writtenActivityFixture() },
    });
    renderPopup({ kind: 'activity', id: 3 }, fullUser);
    const dialog = await screen.findByRole('dialog', { name: 'This activity could not be opened' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The service is temporarily unavailable. Please try again shortly.');
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('dialog', { name: "I'm having the thought that..." })).toBeInTheDocument();
  });

  it('says an unknown resource is not found, without a retry', async () => {
    mockApi({ 'GET /extra_contents/99': { status: 404, error: 'Not found.' } });
    renderPopup({ kind: 'resource', id: 99 }, fullUser);
    const dialog = await screen.findByRole('dialog', { name: 'This resource could not be opened' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not found.');
    expect(within(dialog).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('treats a malformed id as not found without asking the server', async () => {
    const fetchMock = mockApi({});
    renderPopup({ kind: 'activity', id: Number.NaN }, fullUser);
    expect(await screen.findByRole('dialog', { name: 'This activity could not be opened' })).toHaveTextContent('Not found.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes with the close button', async () => {
    mockApi({ 'GET /extra_contents/1': { data: resourceFixture() } });
    const { onClose } = renderPopup({ kind: 'resource', id: 1 }, fullUser);
    await screen.findByRole('dialog', { name: 'Weightless, by Marconi Union' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
