import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser } from '../../../test/users';
import { reachTopic, tree } from '../test/studio-fixtures';
import ProgramRoute from './program-route';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

const renderProgram = () => renderRoute(<ProgramRoute />, { path: '/studio/content', user: fullUser });
const topics = () => screen.getByRole('region', { name: 'Topics' });

describe('the program', () => {
  it('lists topics with their states, each a way into its editor', async () => {
    mockApi({ 'GET /staff/content/tree': { data: tree } });
    renderProgram();
    const reach = (await within(await screen.findByRole('region', { name: 'Topics' })).findByRole('link', { name: 'Reach' })).closest('li')!;
    expect(reach).toHaveTextContent('Published');
    expect(reach).toHaveTextContent('Changes waiting: French');
    expect(reach).toHaveTextContent('Spanish older than English');
    expect(within(reach).getByRole('link', { name: 'Reach' })).toHaveAttribute('href', '/studio/content/topic/6');
    expect(within(topics()).getByRole('link', { name: 'Rest' }).closest('li')).toHaveTextContent('New, not published yet');
    expect(within(screen.getByRole('region', { name: 'Resources' })).getByText('Book')).toBeInTheDocument();
  });

  it('opens a topic to its segments, and a segment to its steps and activities', async () => {
    mockApi({ 'GET /staff/content/tree': { data: tree } });
    renderProgram();
    await userEvent.click(await screen.findByRole('button', { name: '1 segment of Connect' }));
    expect(screen.getByText('Attached resources: A book on listening')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2 steps and activities of Arriving' }));
    expect(screen.getByRole('link', { name: 'Three minutes to land' })).toHaveAttribute('href', '/studio/content/activity/112');
    expect(screen.getByRole('button', { name: '2 steps and activities of Arriving' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves a topic up with the keyboard-reachable button: each moved topic’s place is saved as a draft from its version', async () => {
    const reachAt = { ...reachTopic, drafts: { ...reachTopic.drafts, fields: { version: 4, values: null, updated_at: null, updated_by: null } } };
    const [connect, reach, rest] = tree.topics;
    const moved = { ...tree, topics: [{ ...reach!, sort_order: 1 }, { ...connect!, sort_order: 2 }, rest!] };
    const fetchMock = mockApi({
      'GET /staff/content/tree': [{ data: tree }, { data: moved }],
      'GET /staff/content/topic/6': { data: reachAt },
      'GET /staff/content/topic/1': { data: { ...reachTopic, id: 1 } },
      'PUT /staff/content/topic/6/drafts/fields': { data: reachAt },
      'PUT /staff/content/topic/1/drafts/fields': { data: { ...reachTopic, id: 1 } },
    });
    renderProgram();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Reach up' }));
    await vi.waitFor(() => expect(sentBody(fetchMock, 'PUT /staff/content/topic/1/drafts/fields')).toBeDefined());
    await vi.waitFor(() => expect(within(topics()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Reach', 'Connect', 'Rest']));
    expect(sentBody(fetchMock, 'PUT /staff/content/topic/6/drafts/fields')).toEqual({
      base_version: 4,
      values: { is_trial_content: false, archived: false, sort_order: 1, resource_ids: [], media: { image_key: 'banners/reach.svg' } },
    });
    expect(sentBody(fetchMock, 'PUT /staff/content/topic/1/drafts/fields')).toMatchObject({ values: { sort_order: 2 } });
  });

  it('says when someone else changed an item being moved', async () => {
    mockApi({
      'GET /staff/content/tree': { data: tree },
      'GET /staff/content/topic/9': { data: { ...reachTopic, id: 9 } },
      'PUT /staff/content/topic/9/drafts/fields': { status: 409, code: 'content.edit_conflict', data: { stale: [] } },
    });
    renderProgram();
    await userEvent.click(await screen.findByRole('button', { name: 'Archive Rest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this item in the meantime');
  });

  it('offers to try again after a failed load, and says when there is nothing yet', async () => {
    mockApi({ 'GET /staff/content/tree': [{ status: 500, code: 'server.internal' }, { data: { topics: [], resources: [] } }] });
    renderProgram();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The program could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No topics yet. Create the first one.')).toBeInTheDocument();
  });

  it('creates a segment in a topic with its English title and opens its editor', async () => {
    const fetchMock = mockApi({
      'GET /staff/content/tree': { data: tree },
      'POST /staff/content/items': { status: 201, data: { ...reachTopic, kind: 'segment', id: 40 } },
    });
    renderProgram();
    await userEvent.click(await screen.findByRole('button', { name: '1 segment of Connect' }));
    await userEvent.click(screen.getByRole('button', { name: 'New segment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New segment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    expect(within(dialog).getByLabelText('Title in English')).toHaveAccessibleDescription('Please give it a title.');
    await userEvent.type(within(dialog).getByLabelText('Title in English'), 'Slowing down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create and edit' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/studio/content/segment/40');
    expect(sentBody(fetchMock, 'POST /staff/content/items')).toEqual({ kind: 'segment', topic_id: 1, title: 'Slowing down' });
  });
});
