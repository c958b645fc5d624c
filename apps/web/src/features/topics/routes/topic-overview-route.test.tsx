import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activity, segment, step, topicDetail } from '../../../test/content-fixtures';
import { callsTo, mockApi } from '../../../test/mock-api';
import { fullUser, trialUser } from '../../../test/users';
import { initTestI18n } from '../../../test/i18n';
import { renderRoute } from '../../../test/render-route';
import TopicOverviewRoute from './topic-overview-route';

const path = '/topic_overview/:topicId';

// Sent out of order on purpose: the list is numbered by segment_number.
const segments = [
  segment({ id: 12, segment_number: 2, title: 'Coming to your senses', minutes_to_complete: 9, steps: [step({ id: 121, segment_id: 12 })], total_steps: 1 }),
  segment({
    id: 11,
    segment_number: 1,
    title: 'Arriving where you are',
    minutes_to_complete: 7,
    steps: [step({ id: 111, segment_id: 11 }), step({ id: 112, segment_id: 11, sort_order: 2 })],
    activities: [activity({ id: 5, segment_id: 11 })],
    done_steps: 2,
    total_steps: 2,
    done_exercises: 1,
    total_exercises: 1,
  }),
  // Videos done, but it holds the assessment, which is not.
  segment({
    id: 13,
    segment_number: 3,
    title: 'Closing',
    minutes_to_complete: 4,
    has_user_assessment: true,
    steps: [step({ id: 131, segment_id: 13 })],
    done_steps: 1,
    total_steps: 1,
  }),
];

const connect = topicDetail({
  id: 1,
  title: 'Connect',
  subtitle: 'Come back to the present moment',
  body: '<p>Land where you are.</p><script>alert(1)</script>',
  is_trial_content: true,
  minutes_to_complete: 16,
  segments,
  done_steps: 3,
  total_steps: 4,
  done_exercises: 1,
  total_exercises: 1,
  user_percent_complete: 57,
});

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('topic overview', () => {
  it('shows the header facts: segments completed of total, total time (minutes plus 5) and progress', async () => {
    mockApi({ 'GET /modules/1': { data: connect } });
    renderRoute(<TopicOverviewRoute />, { path, url: '/topic_overview/1', user: fullUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 segments completed')).toBeInTheDocument();
    expect(screen.getByText('21 min')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress in Connect' })).toHaveValue(57);
    expect(screen.getByText('Come back to the present moment')).toBeInTheDocument();
    // The description is sanitised rich text.
    expect(screen.getByText('Land where you are.')).toBeInTheDocument();
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Artwork for the topic Connect' })).toHaveAttribute('sizes');
    expect(document.title).toContain('Connect');
  });

  it('asks for the summary, not the full detail', async () => {
    const fetchMock = mockApi({ 'GET /modules/1': { data: connect } });
    renderRoute(<TopicOverviewRoute />, { path, url: '/topic_overview/1', user: fullUser });
    await screen.findByRole('heading', { level: 1, name: 'Connect' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/modules/1?fullDetail=0');
  });

  it('numbers the segments, marks the complete ones, and opens each at its first step', async () => {
    mockApi({ 'GET /modules/1': { data: connect } });
    renderRoute(<TopicOverviewRoute />, { path, url: '/topic_overview/1', user: trialUser });
    await screen.findByRole('heading', { level: 1, name: 'Connect' });
    const list = within(screen.getByRole('region', { name: 'In this topic' })).getByRole('list');
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/topic_detail/1?stepId=111',
      '/topic_detail/1?stepId=121',
      '/topic_detail/1?stepId=131',
    ]);
    expect(rows[0]).toHaveAccessibleName('Segment 1 Arriving where you are 7 min complete');
    expect(rows[1]).toHaveAccessibleName('Segment 2 Coming to your senses 9 min');
    expect(rows[2]).toHaveAccessibleName('Segment 3 Closing 4 min');
    expect(within(list).getAllByText('complete')).toHaveLength(1);
  });

  it('counts the assessment segment once the assessment is done', async () => {
    mockApi({ 'GET /modules/1': { data: { ...connect, user_assessment_completed: true } } });
    renderRoute(<TopicOverviewRoute />, { path, url: '/topic_overview/1', user: fullUser });
    expect(await screen.findByText('2 of 3 segments completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Closing/ })).toHaveAccessibleName('Segment 3 Closing 4 min complete');
  });

  it('offers Start on a fresh topic and Continue once begun, both to the topic detail', async () => {
    const fresh = { ...connect, done_steps: 0, done_exercises: 0, user_percent_complete: 0 };
    mockApi({ 'GET /modules/1': { data: fresh }, 'GET /modules/2': { data: { ...connect, id: 2 } } });
    const { unmount } = renderRoute(<TopicOverviewRoute />, { path, url: '/topic_overview/1', user: fullUser });
    expect(await screen.findByRole('link', { name: 'Start' })).toHaveAttribute('href', '/topic_detail/1');
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
    unmount();
    renderRoute(<TopicOverviewRoute />, { path, url: '/topic_overview/2', user: fullUser });
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/topic_detail/2');
  });

  it('goes back to the library', async () => {
    mockApi({ 'GET /modules/1': { data: connect } });
    renderRoute(<TopicOverviewRoute />, { path, url: '/topic_overview/1', user: fullUser });
    expect(screen.getByRole('link', { name: 'Back to Library' })).toHaveAttribute('href', '/topics');
  });

  it('says the spec text on failure, and Try Again really asks again', async () => {
    const fetchMock = mockApi({ 'GET /modules/1': [{ status: 500, error: 'Boom' }, { data: connect }] });
    renderRoute(<TopicOverviewRoute />, { path, url: '/topic_overview/1', user: fullUser });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem loading the details for this topic. Please check your network connection and try again.',
    );
    expect(callsTo(fetchMock, 'GET /modules/1')).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /modules/1')).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says clearly when the topic does not exist', async () => {
    mockApi({ 'GET /modules/99': { status: 404, error: 'Not found.' } });
    renderRoute(<TopicOverviewRoute />, { path, url: '/topic_overview/99', user: fullUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this topic.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Library' })).toHaveAttribute('href', '/topics');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('does not ask the server about an id that cannot be one', async () => {
    const fetchMock = mockApi({});
    renderRoute(<TopicOverviewRoute />, { path, url: '/topic_overview/abc', user: fullUser });
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find this topic.' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a trial user on a locked topic the subscribe prompt and a way back', async () => {
    mockApi({ 'GET /modules/2': { status: 403, error: 'This content is only available to those with full access.' } });
    renderRoute(<TopicOverviewRoute />, { path, url: '/topic_overview/2', user: trialUser });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/topic_overview/2?subscribe=1');
    expect(screen.getByRole('heading', { level: 1, name: 'This topic is part of full access', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Library', hidden: true })).toHaveAttribute('href', '/topics');
    expect(screen.getByRole('link', { name: 'Unlock full access', hidden: true })).toHaveAttribute('href', '/topic_overview/2?subscribe=1');
  });
});
