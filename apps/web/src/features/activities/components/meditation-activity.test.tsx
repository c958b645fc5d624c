import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, sentBody } from '../../../test/mock-api';
import { mutationsAsked } from '../../../test/mutations';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { activityFixture } from '../test/fixtures';
import { endPlayback, getAudio, makeReady, playTo, stubMedia } from '../../../test/fake-media';
import { fullUser } from '../../../test/users';
import { MeditationActivity } from './meditation-activity';

beforeEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await initTestI18n('en');
  stubMedia();
});

const progressCall = 'PUT /exercises/1/progress';
const saved = { data: { exercise_id: 1, user_percent_complete: 100 } };

function progressCalls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
}

function renderMeditation(overrides: Parameters<typeof activityFixture>[0] = {}, tracked = true) {
  return renderRoute(<MeditationActivity activity={activityFixture(overrides)} tracked={tracked} />, { path: '/' });
}

describe('meditation completion', () => {
  it('sends progress 100 once when playback reaches 90 percent, and not again at the end', async () => {
    const fetchMock = mockApi({ [progressCall]: saved });
    const { queryClient } = renderMeditation();
    const audio = getAudio();
    makeReady(audio, 100);

    playTo(audio, 50);
    playTo(audio, 89.5);
    expect(progressCalls(fetchMock)).toHaveLength(0);

    playTo(audio, 90);
    await waitFor(() => expect(progressCalls(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, progressCall)).toEqual({ progress: 100 });

    playTo(audio, 95);
    endPlayback(audio);
    expect(mutationsAsked(queryClient)).toBe(1);
  });

  it('sends it when the audio ends without passing 90 percent first (a skip to the end)', async () => {
    const fetchMock = mockApi({ [progressCall]: saved });
    renderMeditation();
    const audio = getAudio();
    makeReady(audio, 100);
    playTo(audio, 20);
    endPlayback(audio);
    await waitFor(() => expect(progressCalls(fetchMock)).toHaveLength(1));
  });

  it('does not send it again after switching voices', async () => {
    const fetchMock = mockApi({ [progressCall]: saved });
    const { queryClient } = renderMeditation();
    makeReady(getAudio(), 100);
    playTo(getAudio(), 92);
    await waitFor(() => expect(progressCalls(fetchMock)).toHaveLength(1));

    await userEvent.click(screen.getByRole('tab', { name: 'Male Voice' }));
    const male = getAudio();
    expect(male).toHaveAttribute('src', '/api/content_media/audio/meditation-1-male-en.mp3');
    makeReady(male, 100);
    playTo(male, 95);
    endPlayback(male);
    expect(mutationsAsked(queryClient)).toBe(1);
  });

  it('sends nothing when the meditation is already complete', async () => {
    mockApi({});
    const { queryClient } = renderMeditation({ user_percent_complete: 100 });
    const audio = getAudio();
    makeReady(audio, 100);
    playTo(audio, 95);
    endPlayback(audio);
    expect(mutationsAsked(queryClient)).toBe(0);
  });

  it('sends nothing when progress is not tracked (trial users)', async () => {
    mockApi({});
    const { queryClient } = renderMeditation({}, false);
    const audio = getAudio();
    makeReady(audio, 100);
    playTo(audio, 95);
    endPlayback(audio);
    expect(mutationsAsked(queryClient)).toBe(0);
  });
});

describe('meditation popup content', () => {
  it('offers both voices as tabs, the female voice first', async () => {
    mockApi({});
    renderMeditation();
    const female = screen.getByRole('tab', { name: 'Female Voice' });
    expect(female).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: 'Voice' })).toBeInTheDocument();
    expect(getAudio()).toHaveAttribute('src', '/api/content_media/audio/meditation-1-female-en.mp3');
    expect(screen.getByRole('group', { name: 'Audio player: Female Voice' })).toBeInTheDocument();
  });

  it('shows only the voice that has audio', () => {
    mockApi({});
    renderMeditation({ male_audio_id: null });
    expect(screen.getByRole('tab', { name: 'Female Voice' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Male Voice' })).not.toBeInTheDocument();
  });

  it('loads the transcript when it is opened', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toBe('/api/content_media/transcripts/meditation-1.en.txt');
      return new Response('A three-minute landing\n\nWelcome. Let yourself\nsettle.\n\nBreathe in slowly.', { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderMeditation();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Transcript'));
    expect(await screen.findByText('Welcome. Let yourself settle.')).toBeInTheDocument();
    expect(screen.getByText('Breathe in slowly.')).toBeInTheDocument();
  });

  it('says so when the transcript cannot be loaded, and tries again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (fail ? new Response('', { status: 500 }) : new Response('Breathe.', { status: 200 }))),
    );
    renderMeditation();
    await userEvent.click(screen.getByText('Transcript'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The transcript could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Breathe.')).toBeInTheDocument();
  });
});

describe('mindful minutes', () => {
  it('reports what the voice really played, once it ends', async () => {
    const fetchMock = mockApi({ [progressCall]: saved, 'POST /mindful_minutes/plays': { data: { counted_seconds: 10 } } });
    renderRoute(<MeditationActivity activity={activityFixture()} tracked />, { path: '/', user: fullUser });
    const audio = getAudio();
    makeReady(audio, 100);
    for (let second = 0; second <= 10; second += 0.5) playTo(audio, second);
    // A seek ahead is not listening.
    playTo(audio, 60);
    playTo(audio, 61);
    endPlayback(audio);
    await waitFor(() => expect(sentBody(fetchMock, 'POST /mindful_minutes/plays')).toBeDefined());
    expect(sentBody(fetchMock, 'POST /mindful_minutes/plays')).toEqual({
      plays: [{ play_id: expect.stringMatching(/^[0-9a-f-]{36}$/), media: 'meditation', id: 1, voice: 'female', intervals: [[0, 10], [60, 61]] }],
    });
  });
});
