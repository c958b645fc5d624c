import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser } from '../../../test/users';
import { reachWithFrenchDraft, tree } from '../test/studio-fixtures';
import PublishRoute from './publish-route';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});

const renderPublish = () => renderRoute(<PublishRoute />, { path: '/studio/content/publish', user: fullUser });
const withTwoDrafts = {
  ...tree,
  topics: tree.topics.map((topic) => (topic.id === 6 ? { ...topic, pending_parts: ['fr' as const, 'es' as const] } : topic)),
};
const twoDrafts = {
  ...reachWithFrenchDraft,
  drafts: { ...reachWithFrenchDraft.drafts, es: { version: 7, values: { ...reachWithFrenchDraft.published.es, title: 'Acércate' }, updated_at: null, updated_by: 'editor@example.com' } },
};

describe('publishing', () => {
  it('publishes only the languages chosen, at the versions shown, with the note', async () => {
    const fetchMock = mockApi({
      'GET /staff/content/tree': [{ data: withTwoDrafts }, { data: { ...withTwoDrafts, topics: tree.topics.map((topic) => ({ ...topic, pending_parts: topic.id === 6 ? ['es' as const] : [] })) } }],
      'GET /staff/content/topic/6': { data: twoDrafts },
      'POST /staff/content/publish': { data: { revisions: [{ kind: 'topic', id: 6, number: 4, parts: ['fr'] }] } },
    });
    renderPublish();
    const form = await screen.findByRole('form', { name: 'Drafts to publish' });
    expect(await within(form).findByText('French: Title')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Publish 0 drafts' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'French of Reach' }));
    await userEvent.type(within(form).getByLabelText('Note (optional)'), 'New French title');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish 1 draft' }));
    expect(await screen.findByText('Published 1 draft. Members see it now.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /staff/content/publish')).toEqual({ changes: [{ kind: 'topic', id: 6, part: 'fr', version: 3 }], note: 'New French title' });
  });

  it('says nothing was published when a draft changed in the meantime', async () => {
    mockApi({
      'GET /staff/content/tree': { data: withTwoDrafts },
      'GET /staff/content/topic/6': { data: twoDrafts },
      'POST /staff/content/publish': { status: 409, code: 'content.edit_conflict', data: { stale: [] } },
    });
    renderPublish();
    const form = await screen.findByRole('form', { name: 'Drafts to publish' });
    await userEvent.click(await within(form).findByRole('button', { name: 'Choose all' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Publish 2 drafts' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('so nothing was published');
  });

  it('says when nothing is waiting', async () => {
    mockApi({ 'GET /staff/content/tree': { data: { ...tree, topics: tree.topics.map((topic) => ({ ...topic, pending_parts: [] })) } } });
    renderPublish();
    expect(await screen.findByText('Nothing is waiting to be published.')).toBeInTheDocument();
  });
});
