import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityType, ContentStatus, ResourceCategory, type TUser } from '@innerway/domain';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { testUser } from '../../../test/users';
import { lockedActivity, lockedResource } from '../../../test/content-fixtures';
import { activityFixture, resourceFixture, writtenActivityFixture } from '../../activities/test/fixtures';
import { stubMedia } from '../../../test/fake-media';
import ResourcesRoute from './resources-route';

const initialWidth = window.innerWidth;

beforeEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await initTestI18n('en');
  stubMedia();
});

afterEach(() => {
  window.innerWidth = initialWidth;
});

const trialUser: TUser = { ...testUser, is_trial_mode: true };
const adminUser: TUser = { ...testUser, is_trial_mode: false, is_admin: true };

// Deliberately out of the shelf's order, to see the screen put them in it.
const activities = [
  writtenActivityFixture({ id: 2, title: 'Today, I noticed', activity_type: ActivityType.Journaling }),
  writtenActivityFixture({ id: 3, title: 'Shrink the step', activity_type: ActivityType.Activity, is_trial_content: false }),
  activityFixture({ id: 1, title: 'A three-minute landing', is_trial_content: true }),
  activityFixture({ id: 6, title: 'Setting down a heavy bag', is_trial_content: false }),
];
const resourcesByCategory = {
  [ResourceCategory.FileDownload]: [resourceFixture({ id: 11, title: 'Worksheet: my values compass', category: ResourceCategory.FileDownload, is_trial_content: false })],
  [ResourceCategory.SongRecommendation]: [resourceFixture({ id: 1, title: 'Weightless, by Marconi Union' })],
  [ResourceCategory.BookRecommendation]: [resourceFixture({ id: 3, title: 'The Happiness Trap', category: ResourceCategory.BookRecommendation, is_trial_content: false })],
  [ResourceCategory.MovieRecommendation]: [
    resourceFixture({ id: 8, title: 'The Secret Life of Walter Mitty', category: ResourceCategory.MovieRecommendation, publish_status: ContentStatus.Draft, is_trial_content: false }),
  ],
  [ResourceCategory.AudioFile]: [resourceFixture({ id: 9, title: 'A one-minute breathing space', category: ResourceCategory.AudioFile })],
};

/** The shelf as the API sends it to a trial user: what they may not open, in its locked shape. */
const trialShelf = {
  'GET /exercises': { data: activities.map((item) => (item.is_trial_content ? item : lockedActivity(item))) },
  'GET /extra_contents': {
    data: Object.fromEntries(
      Object.entries(resourcesByCategory).map(([category, list]) => [category, list.map((item) => (item.is_trial_content ? item : lockedResource(item)))]),
    ),
  },
};

function mockShelf(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /exercises': { data: activities },
    'GET /extra_contents': { data: resourcesByCategory },
    ...extra,
  });
}

function renderShelf(user: TUser, url = '/resources') {
  return renderRoute(<ResourcesRoute />, { path: '/resources/:resourceId?', url, user });
}

const location = () => screen.getByTestId('location').textContent;

describe('resource shelf', () => {
  it('groups activities and resources in the spec order, each under its heading', async () => {
    mockShelf();
    renderShelf(adminUser);
    await screen.findByRole('heading', { name: 'Meditations' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Meditations',
      'Activities',
      'Journaling',
      'Songs',
      'Movies',
      'Books',
      'Downloads',
    ]);
    const meditations = screen.getByRole('region', { name: 'Meditations' });
    expect(within(meditations).getAllByRole('button').map((tile) => tile.textContent)).toEqual([
      'Meditation A three-minute landing',
      'Meditation Setting down a heavy bag',
    ]);
    // Audio files have no shelf group (they stay with their topics).
    expect(screen.queryByText('A one-minute breathing space')).not.toBeInTheDocument();
    expect(document.title).toMatch(/Resources/);
  });

  it('shows the draft badge on drafts (which only admins receive)', async () => {
    mockShelf();
    renderShelf(adminUser);
    const tile = await screen.findByRole('button', { name: /The Secret Life of Walter Mitty/ });
    expect(tile).toHaveAccessibleName('Movie The Secret Life of Walter Mitty Draft');
    expect(screen.getByRole('button', { name: /Weightless/ })).not.toHaveTextContent('Draft');
  });

  it('locks non-trial items for a trial user and sends them to the subscribe prompt', async () => {
    mockShelf(trialShelf);
    renderShelf(trialUser);
    const locked = await screen.findByRole('button', { name: 'Meditation Setting down a heavy bag Locked' });
    expect(screen.getByRole('button', { name: 'Download Worksheet: my values compass Locked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meditation A three-minute landing' })).toBeInTheDocument();

    await userEvent.click(locked);
    expect(location()).toBe('/resources?subscribe=1');
    const dialog = await screen.findByRole('dialog', { name: 'Get full access' });
    expect(within(dialog).getByText('This content is only available to those with full access.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(location()).toBe('/resources');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no locks to a full-access user', async () => {
    mockShelf();
    renderShelf({ ...testUser, is_trial_mode: false });
    await screen.findByRole('heading', { name: 'Meditations' });
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
  });

  it('opens an activity in its popup at /resources/:id?contentType=A and closes back to the shelf', async () => {
    mockShelf({ 'GET /exercises/3': { data: writtenActivityFixture({ id: 3, title: 'Shrink the step' }) } });
    renderShelf(adminUser);
    await userEvent.click(await screen.findByRole('button', { name: 'Activity Shrink the step' }));
    expect(location()).toBe('/resources/3?contentType=A');
    const dialog = await screen.findByRole('dialog', { name: 'Shrink the step' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/resources'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The shelf stayed.
    expect(screen.getByRole('heading', { name: 'Meditations' })).toBeInTheDocument();
  });

  it('opens a resource from a link (contentType R or none) and closes to /resources', async () => {
    mockShelf({ 'GET /extra_contents/3': { data: resourceFixture({ id: 3, title: 'The Happiness Trap', category: ResourceCategory.BookRecommendation }) } });
    renderShelf(adminUser, '/resources/3');
    const dialog = await screen.findByRole('dialog', { name: 'The Happiness Trap' });
    expect(dialog).toHaveAccessibleDescription('Book');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/resources'));
  });

  it('lays the groups out in 2 columns by default, 3 on extra-large screens and pairs on small ones', async () => {
    mockShelf();
    const { unmount } = renderShelf(adminUser);
    const list = async () => within(await screen.findByRole('region', { name: 'Meditations' })).getByRole('list');
    expect(await list()).toHaveAttribute('data-columns', '2');
    unmount();

    window.innerWidth = 1440;
    const wide = renderShelf(adminUser);
    expect(await list()).toHaveAttribute('data-columns', '3');
    wide.unmount();

    window.innerWidth = 390;
    renderShelf(adminUser);
    expect(await list()).toHaveAttribute('data-columns', '1');
  });

  it('shows placeholders while loading', () => {
    mockShelf();
    renderShelf(adminUser);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the resources…');
  });

  it('shows the load error with a Try Again that reloads', async () => {
    let fail = true;
    mockApi({
      'GET /exercises': () => (fail ? { status: 500, error: 'Something went wrong on our side. Please try again.' } : { data: activities }),
      'GET /extra_contents': { data: resourcesByCategory },
    });
    renderShelf(adminUser);
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem loading the resource data');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Meditations' })).toBeInTheDocument();
  });

  it('says when the shelf is empty', async () => {
    mockApi({ 'GET /exercises': { data: [] }, 'GET /extra_contents': { data: {} } });
    renderShelf(adminUser);
    expect(await screen.findByText('There is nothing on the shelf yet. New resources will appear here.')).toBeInTheDocument();
  });
});
