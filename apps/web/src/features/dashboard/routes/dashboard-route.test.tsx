import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityType, ResourceCategory, type TModuleSummary } from '@innerway/domain';
import { activity, lockedActivity, lockedResource, lockedTopic, resource, topicSummary } from '../../../test/content-fixtures';
import { fullUser, trialUser } from '../../../test/users';
import { initTestI18n } from '../../../test/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import type * as ResourcesFeature from '../../resources';
import DashboardRoute from './dashboard-route';

// The popup belongs to the resources feature and has its own tests; here it only has to show
// which item the dashboard asked for, and to close.
vi.mock('../../resources', async (importOriginal) => ({
  ...(await importOriginal<typeof ResourcesFeature>()),
  ContentPopup: ({ kind, id, onClose }: { kind: string; id: number; onClose: () => void }) => (
    <div role="dialog" aria-label={`Popup ${kind} ${id}`}>
      <button type="button" onClick={onClose}>
        Close popup
      </button>
    </div>
  ),
}));

const path = '/dashboard';

const topics = [
  topicSummary({ id: 1, title: 'Connect', is_trial_content: true }),
  topicSummary({ id: 2, title: 'Forward' }),
  topicSummary({ id: 3, title: 'Past' }),
];

const tutorial = resource({ id: 0, title: 'Introduction to Innerway', category: ResourceCategory.Tutorial, is_trial_content: true });
const featuredActivities = [
  activity({ id: 5, title: 'A three-minute landing', activity_type: ActivityType.Meditation, is_trial_content: true }),
  activity({ id: 14, title: 'Making room for a feeling', activity_type: ActivityType.Meditation }),
];
const featuredResources = [tutorial, resource({ id: 9, title: 'Breathing space', category: ResourceCategory.AudioFile, is_trial_content: true }), resource({ id: 3, title: 'Weightless' })];

/** What the API sends a trial user: what they may not open, in its locked shape. */
const forTrial = {
  'GET /modules': { data: [topics[0]!, lockedTopic(topics[1]!), lockedTopic(topics[2]!)] },
  'GET /exercises': { data: [featuredActivities[0]!, lockedActivity(featuredActivities[1]!)] },
  'GET /extra_contents': { data: [tutorial, featuredResources[1]!, lockedResource(featuredResources[2]!)] },
};

function mockDashboard(modules: TModuleSummary[] = topics, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /modules': { data: modules },
    'GET /exercises': { data: featuredActivities },
    'GET /extra_contents': { data: featuredResources },
    'GET /mindful_minutes': { data: minutesWeek() },
    ...extra,
  });
}

function minutesWeek(meditationSeconds = 0, videoSeconds = 0) {
  return { week_start: '2026-11-23T00:00:00.000Z', week_end: '2026-11-30T00:00:00.000Z', meditation_seconds: meditationSeconds, video_seconds: videoSeconds };
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard greeting', () => {
  it('greets by name and invites to start while every topic is at 0 %', async () => {
    mockDashboard();
    renderRoute(<DashboardRoute />, { path, user: trialUser });
    expect(screen.getByRole('heading', { level: 1, name: 'Hi Ana,' })).toBeInTheDocument();
    expect(await screen.findByText('Ready to get started?')).toBeInTheDocument();
    expect(screen.queryByText('Ready to keep going?')).not.toBeInTheDocument();
  });

  it('invites to keep going once any topic is above 0 %', async () => {
    mockDashboard([topics[0]!, { ...topics[1]!, user_percent_complete: 1 }, topics[2]!]);
    renderRoute(<DashboardRoute />, { path, user: trialUser });
    expect(await screen.findByText('Ready to keep going?')).toBeInTheDocument();
    expect(screen.queryByText('Ready to get started?')).not.toBeInTheDocument();
  });
});

describe('dashboard topics', () => {
  it('leads an unlocked topic to its overview and a locked one to /dashboard?subscribe=1', async () => {
    mockDashboard(topics, forTrial);
    renderRoute(<DashboardRoute />, { path, user: trialUser });
    expect(await screen.findByRole('link', { name: 'Connect' })).toHaveAttribute('href', '/topic_overview/1');
    const locked = screen.getByRole('link', { name: 'Forward (locked, available with full access)' });
    expect(locked).toHaveAttribute('href', '/dashboard?subscribe=1');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/topics');
    await userEvent.click(locked);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?subscribe=1');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows the library error with a retry when the topics fail', async () => {
    mockDashboard(topics, { 'GET /modules': { status: 500, error: 'Boom' } });
    renderRoute(<DashboardRoute />, { path, user: trialUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem loading the library data. (Boom)');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('featured list', () => {
  it('puts the Introduction tutorial first, then the featured activities, then the featured resources', async () => {
    mockDashboard();
    renderRoute(<DashboardRoute />, { path, user: fullUser });
    const list = within(await screen.findByRole('region', { name: 'Featured for you' }));
    const titles = (await list.findAllByRole('button')).map((tile) => tile.textContent);
    expect(titles).toEqual([
      'Tutorial Introduction to Innerway',
      'Meditation A three-minute landing',
      'Meditation Making room for a feeling',
      'Audio Breathing space',
      'Song Weightless',
    ]);
  });

  it('keeps at most 8 entries', async () => {
    const manyActivities = Array.from({ length: 5 }, (_, index) => activity({ id: 20 + index, title: `Activity ${index}` }));
    const manyResources = [tutorial, ...Array.from({ length: 5 }, (_, index) => resource({ id: 30 + index, title: `Resource ${index}` }))];
    mockDashboard(topics, { 'GET /exercises': { data: manyActivities }, 'GET /extra_contents': { data: manyResources } });
    renderRoute(<DashboardRoute />, { path, user: fullUser });
    const list = within(await screen.findByRole('region', { name: 'Featured for you' }));
    const tiles = await list.findAllByRole('button');
    expect(tiles).toHaveLength(8);
    expect(tiles[0]).toHaveTextContent('Introduction to Innerway');
    expect(tiles[7]).toHaveTextContent('Resource 1');
  });

  it('opens the popup through featuredItemId and contentType, and closing removes them', async () => {
    mockDashboard();
    renderRoute(<DashboardRoute />, { path, user: trialUser });
    await userEvent.click(await screen.findByRole('button', { name: /A three-minute landing/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?featuredItemId=5&contentType=A');
    expect(await screen.findByRole('dialog', { name: 'Popup activity 5' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close popup' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The tutorial opens as a resource, for a trial user too.
    await userEvent.click(screen.getByRole('button', { name: /Introduction to Innerway/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?featuredItemId=0&contentType=R');
    expect(await screen.findByRole('dialog', { name: 'Popup resource 0' })).toBeInTheDocument();
  });

  it('opens the popup from the address alone', async () => {
    mockDashboard();
    renderRoute(<DashboardRoute />, { path, url: '/dashboard?featuredItemId=9&contentType=R', user: trialUser });
    expect(await screen.findByRole('dialog', { name: 'Popup resource 9' })).toBeInTheDocument();
  });

  it('ignores a featuredItemId without a known contentType', async () => {
    mockDashboard();
    renderRoute(<DashboardRoute />, { path, url: '/dashboard?featuredItemId=9&contentType=X', user: trialUser });
    await screen.findByRole('button', { name: /Weightless/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a trial user from a locked item to /dashboard?subscribe=1', async () => {
    mockDashboard(topics, forTrial);
    renderRoute(<DashboardRoute />, { path, user: trialUser });
    const locked = await screen.findByRole('button', { name: /Making room for a feeling/ });
    expect(locked).toHaveTextContent('Locked');
    expect(screen.getByRole('button', { name: 'Song Weightless Locked' })).toBeInTheDocument();
    await userEvent.click(locked);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?subscribe=1');
    expect(screen.queryByRole('dialog', { name: /Popup/ })).not.toBeInTheDocument();
  });

  it('shows the resources error when the featured items fail', async () => {
    mockDashboard(topics, { 'GET /extra_contents': { status: 500, error: 'Boom' } });
    renderRoute(<DashboardRoute />, { path, user: fullUser });
    const region = within(screen.getByRole('region', { name: 'Featured for you' }));
    expect(await region.findByRole('alert')).toHaveTextContent('There was a problem loading the resource data');
  });
});

describe('track your progress', () => {
  it('counts topics and assessments completed and activities done, and links to the progress screen', async () => {
    mockDashboard([
      topicSummary({ id: 1, done_steps: 4, total_steps: 4, done_exercises: 2, total_exercises: 2, user_assessment_completed: true, user_percent_complete: 100 }),
      topicSummary({ id: 2, done_steps: 1, total_steps: 4, done_exercises: 1, total_exercises: 3, user_assessment_completed: false }),
      topicSummary({ id: 3, done_exercises: 0, total_exercises: 1 }),
    ]);
    renderRoute(<DashboardRoute />, { path, user: fullUser });
    const box = within(screen.getByRole('region', { name: 'Track Your Progress' }));
    await box.findAllByRole('term');
    const values = box.getAllByRole('definition').map((value) => value.querySelector('[aria-hidden="true"]')?.textContent);
    expect(box.getAllByRole('term').map((term) => term.textContent)).toEqual(['Topics completed', 'Assessments completed', 'Activities done']);
    expect(values).toEqual(['1/3', '1/3', '3/6']);
    expect(box.getAllByText(/ of /).map((spoken) => spoken.textContent)).toEqual(['1 of 3', '1 of 3', '3 of 6']);
    expect(box.getByRole('link', { name: 'View my progress' })).toHaveAttribute('href', '/progress');
  });
});

/** The row of a definition list whose term is `term`. */
const row = (box: ReturnType<typeof within>, term: string) => box.getByText(term, { selector: 'dt' }).parentElement!;

describe('mindful minutes', () => {
  it('shows a gentle place for them in a week without any, with no streak or target', async () => {
    mockDashboard();
    renderRoute(<DashboardRoute />, { path, user: fullUser });
    const box = within(await screen.findByRole('region', { name: 'Mindful minutes this week' }));
    expect(await box.findByText('Your minutes will appear here as you listen to meditations and watch videos.')).toBeInTheDocument();
    expect(box.queryByText(/streak|missed|goal|target/i)).not.toBeInTheDocument();
  });

  it("shows this week's minutes in the device's time zone, meditation and video apart", async () => {
    const fetchMock = mockDashboard(topics, { 'GET /mindful_minutes': { data: minutesWeek(8 * 60 + 20, 4 * 60) } });
    renderRoute(<DashboardRoute />, { path, user: fullUser });
    const box = within(await screen.findByRole('region', { name: 'Mindful minutes this week' }));
    expect(await box.findByText('12 minutes')).toBeInTheDocument();
    expect(row(box, 'Meditation')).toHaveTextContent('8 min');
    expect(row(box, 'Videos')).toHaveTextContent('4 min');
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.includes('/mindful_minutes'));
    expect(new URL(asked!, 'http://localhost').searchParams.get('time_zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('says so quietly when they cannot be loaded', async () => {
    mockDashboard(topics, { 'GET /mindful_minutes': { status: 500, code: 'server.internal' } });
    renderRoute(<DashboardRoute />, { path, user: fullUser });
    const box = within(await screen.findByRole('region', { name: 'Mindful minutes this week' }));
    expect(await box.findByText(/can’t be shown right now/)).toBeInTheDocument();
  });
});
