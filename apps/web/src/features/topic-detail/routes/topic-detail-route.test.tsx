import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { mockApi } from '../../../test/mock-api';
import { mutationsAsked } from '../../../test/mutations';
import { initTestI18n } from '../../../test/i18n';
import { trialUser } from '../../../test/users';
import { endVideo, getVideo, loadMetadata, stubMedia } from '../../../test/fake-media';
import { lockedStep } from '../../../test/content-fixtures';
import { stepFixture } from '../../player/test/fixtures';
import { completedTopicFixture, topicFixture } from '../test/topic-fixture';
import { renderTopic } from '../test/render-topic';

beforeEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await initTestI18n('en');
  stubMedia();
});

const moduleKey = 'GET /modules/1';

/** Topic 1 with the first video watched. */
function startedTopic() {
  const topic = topicFixture();
  topic.segments[0]!.steps[0] = { ...topic.segments[0]!.steps[0]!, user_percent_complete: 100, user_time: 20 };
  return topic;
}

const menu = () => screen.getAllByRole('navigation', { name: 'In this topic' })[0]!;

describe('topic detail entry', () => {
  it('shows a skeleton, then the step with its video, words and menu', async () => {
    mockApi({ [moduleKey]: { data: topicFixture() } });
    renderTopic('/topic_detail/1?stepId=112');
    expect(screen.getByRole('status')).toHaveTextContent('Loading this topic…');
    expect(await screen.findByRole('heading', { level: 2, name: 'Noticing your breath' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Connect' })).toBeInTheDocument();
    expect(getVideo()).toHaveAttribute('src', '/api/content_media/videos/step-112.mp4');
    expect(screen.getByText('About arriving where you are.')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: /Noticing your breath/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/topic_overview/1');
  });

  it('asks for the full detail of the topic', async () => {
    const fetchMock = mockApi({ [moduleKey]: { data: topicFixture() } });
    renderTopic('/topic_detail/1?stepId=111');
    await screen.findByRole('heading', { level: 2, name: 'Welcome to Connect' });
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/modules/1?fullDetail=1');
  });

  it('without a stepId, opens the first incomplete step and writes it into the URL in place', async () => {
    mockApi({ [moduleKey]: { data: startedTopic() } });
    const { search, action } = renderTopic('/topic_detail/1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Noticing your breath' })).toBeInTheDocument();
    await waitFor(() => expect(search().get('stepId')).toBe('112'));
    expect(action()).toBe('REPLACE');
  });

  it('falls back to the first visible step for an invalid stepId, replacing the history entry', async () => {
    mockApi({ [moduleKey]: { data: startedTopic() } });
    const { search, action } = renderTopic('/topic_detail/1?stepId=999');
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to Connect' })).toBeInTheDocument();
    await waitFor(() => expect(search().get('stepId')).toBe('111'));
    expect(action()).toBe('REPLACE');
  });

  it('drops an activity or resource that is not in the topic', async () => {
    mockApi({ [moduleKey]: { data: startedTopic() } });
    const { search, action } = renderTopic('/topic_detail/1?activityId=77&resourceId=88&autoplay=true');
    await screen.findByRole('heading', { level: 2, name: 'Welcome to Connect' });
    await waitFor(() => expect(search().toString()).toBe('stepId=111'));
    expect(action()).toBe('REPLACE');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats a topic id that cannot be one as not found, without asking the server', async () => {
    const fetchMock = mockApi({});
    renderTopic('/topic_detail/abc');
    expect(await screen.findByRole('heading', { name: 'We could not find this topic.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Library' })).toHaveAttribute('href', '/topics');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('topic detail load states', () => {
  it('shows the spec text on failure, and Try Again really asks again', async () => {
    let fail = true;
    const fetchMock = mockApi({ [moduleKey]: () => (fail ? { status: 500, error: 'Database down' } : { data: topicFixture() }) });
    renderTopic('/topic_detail/1?stepId=111');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem loading the details for this topic. Please check your network connection and try again.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to Connect' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('tells a trial user on a locked topic (403) how to get full access, with a way back', async () => {
    mockApi({ [moduleKey]: { status: 403, error: 'This content is only available to those with full access.' } });
    const { search } = renderTopic('/topic_detail/1', trialUser);
    expect(await screen.findByRole('heading', { name: 'This topic is part of full access' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Library' })).toHaveAttribute('href', '/topics');
    await waitFor(() => expect(search().get('subscribe')).toBe('1'));
    expect(await screen.findByRole('dialog', { name: 'Get full access' })).toBeInTheDocument();
  });

  it('says clearly when the topic does not exist (404)', async () => {
    mockApi({ [moduleKey]: { status: 404, error: 'Not found.' } });
    renderTopic('/topic_detail/1');
    expect(await screen.findByRole('heading', { name: 'We could not find this topic.' })).toBeInTheDocument();
  });
});

describe('topic detail menu and actions', () => {
  it('lists segments with their items in order, completion marks and done markers', async () => {
    const topic = completedTopicFixture();
    // Journaling has no media to time: its row names only its kind.
    topic.segments[1]!.activities = [{ ...topic.segments[1]!.activities[0]!, user_percent_complete: 0, minutes_to_complete: 0 }];
    topic.segments[1]!.steps[1] = { ...topic.segments[1]!.steps[1]!, user_percent_complete: 40 };
    // A video's time is its length: seconds under a minute, else its nearest minute.
    topic.segments[0]!.steps[1] = { ...topic.segments[0]!.steps[1]!, duration_seconds: 95 };
    mockApi({ [moduleKey]: { data: topic } });
    renderTopic('/topic_detail/1?stepId=111');
    await screen.findByRole('heading', { level: 2, name: 'Welcome to Connect' });

    const [first, second] = within(menu()).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    expect(within(first!).getByRole('heading', { name: 'Segment 1: Arriving where you are' })).toBeInTheDocument();
    expect(within(first!).getByText('Done')).toBeInTheDocument();
    expect(within(first!).getAllByRole('link').map((link) => link.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Welcome to Connect Video · 20 sec Completed',
      'Noticing your breath Video · 2 min Completed',
      'A three-minute landing Meditation · 3 min Completed',
    ]);
    expect(within(second!).queryByText('Done')).not.toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: /Coming back, again and again/ })).toHaveAccessibleName('Coming back, again and again Video · 20 sec 40% watched');
    expect(within(second!).getByRole('link', { name: /Today, I noticed/ })).toHaveAccessibleName('Today, I noticed Journaling');
    expect(within(second!).getByRole('link', { name: /Today, I noticed/ })).toHaveAttribute('href', '/topic_detail/1?stepId=111&activityId=2');
    expect(within(second!).getByRole('link', { name: /^Assessment/ })).toHaveAttribute('href', '/topic_detail/1?stepId=111&assessment=true');
  });

  it('moves to another step from the menu as a new history entry', async () => {
    mockApi({ [moduleKey]: { data: topicFixture() } });
    const { search, action } = renderTopic('/topic_detail/1?stepId=111');
    await screen.findByRole('heading', { level: 2, name: 'Welcome to Connect' });
    await userEvent.click(within(menu()).getByRole('link', { name: /Five things you can notice/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Five things you can notice' })).toBeInTheDocument();
    expect(search().toString()).toBe('stepId=121');
    expect(action()).toBe('PUSH');
    expect(screen.getByText('Now playing: Five things you can notice')).toBeInTheDocument();
  });

  it("lists the segment's resources then the topic's, each once, and opens one by resourceId", async () => {
    mockApi({
      [moduleKey]: { data: topicFixture() },
      'GET /extra_contents/6': { data: topicFixture().resources[1] },
    });
    const { search } = renderTopic('/topic_detail/1?stepId=111');
    const section = (await screen.findByRole('heading', { name: 'Related Resources' })).closest('section')!;
    expect(within(section).getAllByRole('button').map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('Weightless'),
      expect.stringContaining('A one-minute breathing space'),
      expect.stringContaining('Breathing space guide'),
    ]);
    await userEvent.click(within(section).getByRole('button', { name: /Breathing space guide/ }));
    expect(search().get('resourceId')).toBe('6');
    expect(await screen.findByRole('dialog', { name: 'Breathing space guide' })).toBeInTheDocument();
  });

  it('shows Next Topic to full-access users only, and only when there is one', async () => {
    mockApi({ [moduleKey]: { data: topicFixture() } });
    renderTopic('/topic_detail/1?stepId=111');
    expect(await screen.findByRole('link', { name: 'Next Topic: Forward' })).toHaveAttribute('href', '/topic_overview/2');
  });

  it('hides Next Topic after the last topic', async () => {
    mockApi({ [moduleKey]: { data: topicFixture({ nextModule: null }) } });
    renderTopic('/topic_detail/1?stepId=111');
    await screen.findByRole('heading', { level: 2, name: 'Welcome to Connect' });
    expect(screen.queryByRole('link', { name: /Next Topic/ })).not.toBeInTheDocument();
  });

  it('at the end of a video offers what comes next; choosing it plays the next step at once', async () => {
    mockApi({
      [moduleKey]: { data: topicFixture() },
      'PUT /steps/111/progress': { data: { step_id: 111, user_percent_complete: 100, user_time: 20 } },
    });
    const { play } = stubMedia();
    const { search, action } = renderTopic('/topic_detail/1?stepId=111');
    await screen.findByRole('heading', { level: 2, name: 'Welcome to Connect' });
    loadMetadata(getVideo(), 20);
    expect(play).not.toHaveBeenCalled();
    endVideo(getVideo());
    const overlay = await screen.findByRole('region', { name: 'Next up' });
    await userEvent.click(within(overlay).getByRole('button', { name: 'Play Noticing your breath' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Noticing your breath' })).toBeInTheDocument();
    // autoplay=true is read on arrival and then leaves the URL (Back or a reload do not start it again)...
    await waitFor(() => expect(search().toString()).toBe('stepId=112'));
    expect(action()).toBe('REPLACE');
    // ...yet the video still starts.
    loadMetadata(getVideo(), 20);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  });

  it('after the last item offers the assessment', async () => {
    mockApi({
      [moduleKey]: { data: completedTopicFixture() },
      'PUT /steps/122/progress': { data: { step_id: 122, user_percent_complete: 100, user_time: 20 } },
      'POST /user_assessments/views': { data: null },
    });
    const { search } = renderTopic('/topic_detail/1?stepId=122');
    await screen.findByRole('heading', { level: 2, name: 'Coming back, again and again' });
    // The journaling activity comes first, then the assessment: jump to the end of the topic.
    loadMetadata(getVideo(), 20);
    endVideo(getVideo());
    const overlay = await screen.findByRole('region', { name: 'Next up' });
    expect(overlay).toHaveTextContent('Today, I noticed');
    // Named by its kind: a journaling activity, not any activity.
    expect(within(overlay).getByText('Journaling')).toBeInTheDocument();
    await userEvent.click(within(overlay).getByRole('button', { name: 'Open Today, I noticed' }));
    expect(search().get('activityId')).toBe('2');
  });

  it('opens the assessment wizard for assessment=true and closes it back to the step', async () => {
    mockApi({ [moduleKey]: { data: completedTopicFixture() }, 'POST /user_assessments/views': { data: null } });
    const { search } = renderTopic('/topic_detail/1?stepId=111&assessment=true');
    const wizard = await screen.findByRole('dialog', { name: 'Self-Assessment' });
    await userEvent.click(within(wizard).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(search().toString()).toBe('stepId=111'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Back after opening a popup from the menu closes it', async () => {
    mockApi({ [moduleKey]: { data: completedTopicFixture() }, 'POST /user_assessments/views': { data: null } });
    const { router, search } = renderTopic('/topic_detail/1?stepId=111');
    await screen.findByRole('heading', { level: 2, name: 'Welcome to Connect' });
    await userEvent.click(within(menu()).getByRole('link', { name: /^Assessment/ }));
    expect(await screen.findByRole('dialog', { name: 'Self-Assessment' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closing went back: the entry before is the step, with nothing ahead to reopen by accident.
    expect(search().toString()).toBe('stepId=111');
    expect(router.historyAction()).toBe('POP');
  });
});

describe('topic detail for a trial user', () => {
  it('plays everything but saves nothing, hides Next Topic and locks the assessment', async () => {
    const fetchMock = mockApi({ [moduleKey]: { data: topicFixture() } });
    const { search, queryClient } = renderTopic('/topic_detail/1?stepId=111', trialUser);
    await screen.findByRole('heading', { level: 2, name: 'Welcome to Connect' });
    loadMetadata(getVideo(), 20);
    endVideo(getVideo());
    await screen.findByRole('region', { name: 'Next up' });
    expect(mutationsAsked(queryClient)).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: /Next Topic/ })).not.toBeInTheDocument();

    const assessment = within(menu()).getByRole('link', { name: /^Assessment/ });
    expect(assessment).toHaveTextContent('Full access only');
    await userEvent.click(assessment);
    expect(search().get('subscribe')).toBe('1');
    expect(await screen.findByRole('dialog', { name: 'Get full access' })).toBeInTheDocument();
  });

  it('offers full access, not a player, on a link to a step the server sent locked', async () => {
    const topic = topicFixture();
    topic.segments[0]!.steps[1] = lockedStep(
      stepFixture({ id: 112, segment_id: 11, sort_order: 2, title: 'Noticing your breath', is_trial_content: false }),
    );
    mockApi({ [moduleKey]: { data: topic } });
    const { search } = renderTopic('/topic_detail/1?stepId=112', trialUser);
    expect(await screen.findByRole('heading', { level: 2, name: 'Noticing your breath' })).toBeInTheDocument();
    expect(screen.getByText('Available with full access')).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
    expect(within(menu()).getByRole('link', { name: /Noticing your breath/ })).toHaveTextContent('Full access only');

    await userEvent.click(screen.getByRole('button', { name: 'Unlock full access' }));
    expect(search().get('subscribe')).toBe('1');
    expect(await screen.findByRole('dialog', { name: 'Get full access' })).toBeInTheDocument();
  });

  it('shows the subscribe prompt instead of the wizard for assessment=true', async () => {
    mockApi({ [moduleKey]: { data: completedTopicFixture() } });
    renderTopic('/topic_detail/1?stepId=111&assessment=true', trialUser);
    expect(await screen.findByRole('dialog', { name: 'Get full access' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Self-Assessment' })).not.toBeInTheDocument();
  });
});

describe('topic menu as a bottom sheet', () => {
  it('opens from its toggle with the focus on the current entry; Escape closes it and returns the focus', async () => {
    mockApi({ [moduleKey]: { data: topicFixture() } });
    renderTopic('/topic_detail/1?stepId=112');
    const toggle = await screen.findByRole('button', { name: /Topic menu/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Segment 1 of 2 · Noticing your breath');

    await userEvent.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'In this topic' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(sheet).getByRole('link', { name: /Noticing your breath/ })).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('closes once an entry is chosen', async () => {
    mockApi({ [moduleKey]: { data: topicFixture() } });
    const { search } = renderTopic('/topic_detail/1?stepId=111');
    await userEvent.click(await screen.findByRole('button', { name: /Topic menu/ }));
    const sheet = await screen.findByRole('dialog', { name: 'In this topic' });
    await act(async () => userEvent.click(within(sheet).getByRole('link', { name: /Five things you can notice/ })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search().get('stepId')).toBe('121');
  });
});

describe('topic detail after a failed refresh', () => {
  it('keeps the topic on screen when a background refresh fails', async () => {
    let fail = false;
    mockApi({ [moduleKey]: () => (fail ? { status: 500, error: 'Database down' } : { data: topicFixture() }) });
    const { queryClient } = renderTopic('/topic_detail/1?stepId=111');
    await screen.findByRole('heading', { level: 2, name: 'Welcome to Connect' });
    fail = true;
    // Query observers are told of a change on a later tick: told at once here, the screen has
    // seen the failure when the refetch ends.
    notifyManager.setScheduler((notify) => notify());
    try {
      await act(() => queryClient.refetchQueries({ queryKey: ['content'] }));
    } finally {
      notifyManager.setScheduler(defaultScheduler);
    }
    expect(queryClient.getQueryState(['content', 'module', 1, 'full'])?.status).toBe('error');
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to Connect' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
