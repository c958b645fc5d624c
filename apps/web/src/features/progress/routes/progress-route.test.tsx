import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { topicSummary } from '../../../test/content-fixtures';
import { callsTo, mockApi } from '../../../test/mock-api';
import { fullUser, trialUser } from '../../../test/users';
import { initTestI18n } from '../../../test/i18n';
import { renderRoute } from '../../../test/render-route';
import ProgressRoute from './progress-route';

const path = '/progress';

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
    mockApi({ 'GET /modules': { data: topics } });
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
    mockApi({ 'GET /modules': { data: topics } });
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
    mockApi({ 'GET /modules': { data: topics } });
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
    const fetchMock = mockApi({ 'GET /modules': [{ status: 503, error: 'The service is temporarily unavailable. Please try again shortly.' }, { data: topics }] });
    renderRoute(<ProgressRoute />, { path, user: fullUser });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem loading your progress information: The service is temporarily unavailable. Please try again shortly.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Connect' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /modules')).toBe(2);
  });
});
