import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RatingScale, type TRatingScale, type TUserAssessment } from '@innerway/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { topicSummary } from '../../../test/content-fixtures';
import { callsTo, mockApi } from '../../../test/mock-api';
import { fullUser, trialUser } from '../../../test/users';
import { initTestI18n } from '../../../test/i18n';
import { renderRoute } from '../../../test/render-route';
import ProgressRoute from './progress-route';

const path = '/progress';
const noCheckIns = { 'GET /user_assessments': { data: [] } };

const topics = [
  // Not started.
  topicSummary({ id: 1, title: 'Connect', is_trial_content: true, done_steps: 0, total_steps: 4, done_exercises: 0, total_exercises: 3 }),
  // Part way: activities all done, videos not, assessment not.
  topicSummary({ id: 2, title: 'Forward', done_steps: 2, total_steps: 5, done_exercises: 2, total_exercises: 2, user_percent_complete: 50 }),
  // Complete.
  topicSummary({
    id: 3,
    title: 'Past',
    done_steps: 6,
    total_steps: 6,
    done_exercises: 2,
    total_exercises: 2,
    user_assessment_completed: true,
    user_percent_complete: 100,
  }),
];

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  vi.unstubAllGlobals();
});

function card(title: string) {
  return within(screen.getByRole('article', { name: title }));
}

/** Each row as 'Label value [Done]', as a sighted reader sees it. */
function rows(title: string) {
  return card(title)
    .getAllByRole('term')
    .map((term) => {
      const value = term.nextElementSibling as HTMLElement;
      const shown = value.querySelector('[aria-hidden="true"]')?.textContent;
      const done = within(value).queryByText('Done') ? ' Done' : '';
      return `${term.textContent} ${shown}${done}`;
    });
}

describe('progress screen', () => {
  it('shows Videos, Activities and Assessment as done/total, with Done where complete', async () => {
    mockApi({ ...noCheckIns, 'GET /modules': { data: topics } });
    renderRoute(<ProgressRoute />, { path, user: fullUser });
    await screen.findByRole('article', { name: 'Connect' });
    expect(screen.getByRole('heading', { level: 1, name: 'Progress' })).toBeInTheDocument();
    expect(rows('Connect')).toEqual(['Videos 0/4', 'Activities 0/3', 'Assessment 0/1']);
    expect(rows('Forward')).toEqual(['Videos 2/5', 'Activities 2/2 Done', 'Assessment 0/1']);
    expect(rows('Past')).toEqual(['Videos 6/6 Done', 'Activities 2/2 Done', 'Assessment 1/1 Done']);
    // Screen readers hear the fraction in words.
    expect(card('Forward').getByText('2 of 5')).toBeInTheDocument();
  });

  it('labels the button by the percent and leads to the overview', async () => {
    mockApi({ ...noCheckIns, 'GET /modules': { data: topics } });
    renderRoute(<ProgressRoute />, { path, user: fullUser });
    await screen.findByRole('article', { name: 'Connect' });
    expect(card('Connect').getByRole('link')).toHaveAccessibleName('Start Topic');
    expect(card('Connect').getByRole('link')).toHaveAttribute('href', '/topic_overview/1');
    expect(card('Forward').getByRole('link')).toHaveAccessibleName('Continue Topic');
    expect(card('Forward').getByRole('link')).toHaveAttribute('href', '/topic_overview/2');
    expect(card('Past').getByRole('link')).toHaveAccessibleName('Done');
    expect(card('Past').getByRole('link')).toHaveAttribute('href', '/topic_overview/3');
    // Several buttons share a name; each is described by its topic.
    expect(card('Past').getByRole('link')).toHaveAccessibleDescription('Past');
  });

  it('sends a trial user from a locked topic to the subscribe prompt', async () => {
    mockApi({ ...noCheckIns, 'GET /modules': { data: topics } });
    renderRoute(<ProgressRoute />, { path, user: trialUser });
    await screen.findByRole('article', { name: 'Connect' });
    expect(card('Connect').getByRole('link')).toHaveAttribute('href', '/topic_overview/1');
    const locked = card('Forward').getByRole('link', { name: 'Continue Topic' });
    expect(locked).toHaveAttribute('href', '/progress?subscribe=1');
    expect(locked).toHaveAccessibleDescription('Forward Locked. Available with full access.');
    await userEvent.click(locked);
    expect(screen.getByTestId('location')).toHaveTextContent('/progress?subscribe=1');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('says what failed, with the error, and tries again', async () => {
    const fetchMock = mockApi({ ...noCheckIns, 'GET /modules': [{ status: 503, error: 'The service is temporarily unavailable. Please try again shortly.' }, { data: topics }] });
    renderRoute(<ProgressRoute />, { path, user: fullUser });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem loading your progress information: The service is temporarily unavailable. Please try again shortly.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Connect' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /modules')).toBe(2);
  });
});

describe('reflections on the progress screen', () => {
  const dayMs = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString();
  const medium = (iso: string | number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));
  let nextId = 1;
  const checkIn = (module_id: number, created_at: string, rating: TRatingScale, one: string, two = 'Skipped'): TUserAssessment => ({
    id: nextId++,
    module_id,
    quantitative_answer: rating,
    qualitative_answer_one: one,
    qualitative_answer_two: two,
    created_at,
  });
  const section = async () => within(await screen.findByRole('region', { name: 'Reflections over time' }));

  it('says what will appear before any check-in', async () => {
    mockApi({ 'GET /modules': { data: topics }, 'GET /user_assessments': { data: [] } });
    renderRoute(<ProgressRoute />, { path, user: fullUser });
    expect(await (await section()).findByText(/Your answers will be kept here/)).toBeInTheDocument();
    expect(screen.queryByTestId('rating-chart')).not.toBeInTheDocument();
  });

  it('tells a trial member the self-assessments come with full access, with the way to it', async () => {
    mockApi({ 'GET /modules': { data: topics }, 'GET /user_assessments': { data: [] } });
    renderRoute(<ProgressRoute />, { path, user: trialUser });
    const reflections = await section();
    expect(await reflections.findByText(/Self-assessments come with full access/)).toBeInTheDocument();
    expect(reflections.getByRole('link', { name: 'Unlock full access' })).toHaveAttribute('href', '/progress?subscribe=1');
  });

  it('shows each check-in in words beside the chart, oldest first, and offers another once 30 days have passed', async () => {
    const first = checkIn(3, daysAgo(75), RatingScale.ALittleBit, 'My sister.');
    const second = checkIn(3, daysAgo(40), RatingScale.Skip, 'Skipped', 'Call her on Sunday.');
    const only = checkIn(1, daysAgo(3), RatingScale.VeryMuch, 'Everyone at the choir.');
    mockApi({ 'GET /modules': { data: topics }, 'GET /user_assessments': { data: [only, second, first] } });
    renderRoute(<ProgressRoute />, { path, user: fullUser });
    const reflections = await section();
    await reflections.findByRole('heading', { level: 3, name: 'Past' });
    // In the program's order: Connect, then Past; Forward has none.
    expect(reflections.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Connect', 'Past']);

    const past = within(reflections.getByRole('list', { name: 'Your check-ins on Past' }));
    const items = past.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual([medium(first.created_at), medium(second.created_at)]);
    expect(within(items[0]!).getByText('A little bit')).toBeInTheDocument();
    expect(within(items[0]!).getByText('My sister.')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Declined to answer')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Call her on Sunday.')).toBeInTheDocument();
    expect(within(items[1]!).getAllByText('Skipped')).toHaveLength(1);
    expect(reflections.getByText('2 check-ins')).toBeInTheDocument();

    // The chart is for the eye: one point per rated check-in (the declined one has none).
    const charts = reflections.getAllByTestId('rating-chart');
    expect(charts[1]).toHaveAttribute('aria-hidden', 'true');
    expect(charts[1]!.querySelectorAll('[data-point]')).toHaveLength(1);

    // Past: 40 days since the latest, so another check-in is offered, for that topic.
    const again = reflections.getByRole('link', { name: 'Check in again' });
    expect(again).toHaveAttribute('href', '/topic_detail/3?assessment=true');
    expect(again).toHaveAccessibleDescription('Past');
    // Connect: 3 days ago, so only the day it opens.
    expect(reflections.getByText(`You can check in again from ${medium(Date.parse(only.created_at) + 30 * dayMs)}.`)).toBeInTheDocument();
    expect(reflections.getAllByRole('link', { name: 'Check in again' })).toHaveLength(1);
  });

  it('offers no check-in on a topic locked for a trial member, but still shows what they wrote', async () => {
    mockApi({ 'GET /modules': { data: topics }, 'GET /user_assessments': { data: [checkIn(2, daysAgo(60), RatingScale.Somewhat, 'Walking.')] } });
    renderRoute(<ProgressRoute />, { path, user: trialUser });
    const reflections = await section();
    expect(await reflections.findByText('Walking.')).toBeInTheDocument();
    expect(reflections.queryByRole('link', { name: 'Check in again' })).not.toBeInTheDocument();
  });

  it('says it is loading, then what failed, and tries again', async () => {
    const fetchMock = mockApi({
      'GET /modules': { data: topics },
      'GET /user_assessments': [{ status: 503, error: 'The service is temporarily unavailable. Please try again shortly.' }, { data: [] }],
    });
    renderRoute(<ProgressRoute />, { path, user: fullUser });
    const reflections = await section();
    expect(await reflections.findByRole('alert')).toHaveTextContent(
      'There was a problem loading your reflections (The service is temporarily unavailable. Please try again shortly.).',
    );
    await userEvent.click(reflections.getByRole('button', { name: 'Try Again' }));
    expect(await reflections.findByText(/Your answers will be kept here/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /user_assessments')).toBe(2);
  });

  it('shows a busy placeholder while the check-ins load', async () => {
    const answered = mockApi({ 'GET /modules': { data: topics } });
    // The check-ins never arrive.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/user_assessments') ? new Promise<Response>(() => {}) : answered(input, init),
    );
    renderRoute(<ProgressRoute />, { path, user: fullUser });
    const reflections = await section();
    expect(await reflections.findByRole('status')).toHaveTextContent('Loading your reflections…');
    expect(reflections.queryByText(/Your answers will be kept here/)).not.toBeInTheDocument();
  });
});
