import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, sentBody } from '../../../test/mock-api';
import { mutationsAsked } from '../../../test/mutations';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../../../test/users';
import { stepFixture } from '../test/fixtures';
import { endVideo, getVideo, loadMetadata, playTo, positionOf, stubMedia } from '../../../test/fake-media';
import { StepPlayer, type StepPlayerProps } from './step-player';

beforeEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await initTestI18n('en');
  stubMedia();
});

const saveKey = 'PUT /steps/111/progress';

function renderStepPlayer(props: Partial<StepPlayerProps> = {}) {
  const onSelectNextUp = vi.fn();
  const { queryClient } = renderRoute(
    <StepPlayer
      step={stepFixture()}
      language="en"
      saveProgress
      autoPlay={false}
      nextUp={{ kind: 'step', title: 'Noticing your breath', locked: false }}
      onSelectNextUp={onSelectNextUp}
      {...props}
    />,
    { path: '/', user: { ...testUser, is_trial_mode: false } },
  );
  return { onSelectNextUp, queryClient };
}

describe('StepPlayer', () => {
  it('resumes where the person stopped (user_time), as after a reload', () => {
    renderStepPlayer({ step: stepFixture({ user_percent_complete: 45, user_time: 9 }) });
    const video = getVideo();
    loadMetadata(video, 20);
    expect(positionOf(video)).toBe(9);
  });

  it('starts a finished step from the beginning', () => {
    renderStepPlayer({ step: stepFixture({ user_percent_complete: 100, user_time: 20 }) });
    loadMetadata(getVideo(), 20);
    expect(positionOf(getVideo())).toBe(0);
  });

  it('saves as it plays and offers what comes next at 100 %, with a play button', async () => {
    const fetchMock = mockApi({ [saveKey]: { data: { step_id: 111, user_percent_complete: 100, user_time: 20 } } });
    const { onSelectNextUp } = renderStepPlayer();
    const video = getVideo();
    loadMetadata(video, 20);
    expect(screen.queryByRole('region', { name: 'Next up' })).not.toBeInTheDocument();
    playTo(video, 19);
    expect(screen.queryByRole('region', { name: 'Next up' })).not.toBeInTheDocument();
    endVideo(video);

    const overlay = await screen.findByRole('region', { name: 'Next up' });
    expect(overlay).toHaveTextContent('Noticing your breath');
    expect(screen.getByText('Next up: Noticing your breath')).toBeInTheDocument();
    const saves = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));
    await waitFor(() => expect(saves()).toEqual([{ progress: 95, time: 19 }, { progress: 100, time: 20 }]));

    await userEvent.click(screen.getByRole('button', { name: 'Play Noticing your breath' }));
    expect(onSelectNextUp).toHaveBeenCalledTimes(1);
  });

  it('puts the video back in front when dismissed', async () => {
    mockApi({ [saveKey]: { data: { step_id: 111, user_percent_complete: 100, user_time: 20 } } });
    renderStepPlayer({ nextUp: { kind: 'assessment', title: 'Your self-assessment', locked: false } });
    loadMetadata(getVideo(), 20);
    endVideo(getVideo());
    await userEvent.click(await screen.findByRole('button', { name: 'Back to the video' }));
    expect(screen.queryByRole('region', { name: 'Next up' })).not.toBeInTheDocument();
  });

  it('plays on arrival after Next up (autoplay)', async () => {
    const { play } = stubMedia();
    renderStepPlayer({ autoPlay: true });
    loadMetadata(getVideo(), 20);
    await waitFor(() => expect(play).toHaveBeenCalled());
  });

  it('saves nothing for a trial user but still shows Next up', async () => {
    mockApi({});
    const { queryClient } = renderStepPlayer({ saveProgress: false });
    const video = getVideo();
    loadMetadata(video, 20);
    playTo(video, 10);
    endVideo(video);
    expect(await screen.findByRole('region', { name: 'Next up' })).toBeInTheDocument();
    expect(mutationsAsked(queryClient)).toBe(0);
  });

  it('marks a locked next item and says why', async () => {
    mockApi({});
    renderStepPlayer({ saveProgress: false, nextUp: { kind: 'assessment', title: 'Your self-assessment', locked: true } });
    loadMetadata(getVideo(), 20);
    endVideo(getVideo());
    expect(await screen.findByText('Available with full access')).toBeInTheDocument();
  });
});

describe('StepPlayer mindful minutes', () => {
  it('reports the stretch really watched when the video pauses, not the seek', async () => {
    localStorage.clear();
    const fetchMock = mockApi({ [saveKey]: { data: { step_id: 111, user_percent_complete: 50, user_time: 10 } }, 'POST /mindful_minutes/plays': { data: { counted_seconds: 10 } } });
    renderStepPlayer();
    const video = getVideo();
    loadMetadata(video, 20);
    for (let second = 0; second <= 6; second += 0.25) playTo(video, second);
    playTo(video, 15);
    playTo(video, 15.5);
    video.dispatchEvent(new Event('pause'));
    await waitFor(() => expect(sentBody(fetchMock, 'POST /mindful_minutes/plays')).toBeDefined());
    expect(sentBody(fetchMock, 'POST /mindful_minutes/plays')).toEqual({
      plays: [{ play_id: expect.stringMatching(/^[0-9a-f-]{36}$/), media: 'video', id: 111, intervals: [[0, 6], [15, 15.5]] }],
    });
  });
});
