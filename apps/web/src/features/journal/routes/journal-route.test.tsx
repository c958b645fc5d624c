import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TJournalEntry } from '@innerway/domain';
import { activity, topicSummary } from '../../../test/content-fixtures';
import { initTestI18n } from '../../../test/i18n';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { fullUser } from '../../../test/users';
import JournalRoute from './journal-route';

const path = '/journal';

const entry = (overrides: Partial<TJournalEntry>): TJournalEntry => ({
  id: 1,
  exercise_id: 2,
  module_id: 1,
  text: 'Today I noticed',
  version: 1,
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
  ...overrides,
});

const content = {
  'GET /modules': { data: [topicSummary({ id: 1, title: 'Connect' })] },
  'GET /exercises': { data: [activity({ id: 2, title: 'Today, I noticed', activity_type: 3 })] },
};

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('My journal', () => {
  it('lists each entry with its date, topic and activity, and leaves out an emptied one', async () => {
    mockApi({
      ...content,
      'GET /journal_entries': {
        data: [
          entry({ id: 3, exercise_id: null, module_id: null, text: 'From an activity since removed', updated_at: '2026-11-03T09:00:00.000Z' }),
          entry({ id: 4, text: '   ' }),
          entry({ id: 1, text: 'Line one\nLine two' }),
        ],
      },
    });
    renderRoute(<JournalRoute />, { path, user: fullUser });
    const mine = await screen.findByRole('article', { name: 'Today, I noticed' });
    expect(mine).toHaveTextContent('November 2, 2026');
    expect(within(mine).getByText('Connect')).toBeInTheDocument();
    expect(within(mine).getByText(/Line one\s+Line two/)).toBeInTheDocument();
    const removed = screen.getByRole('article', { name: 'An activity no longer in the program' });
    // Its activity is gone: it can be reread and deleted, not edited.
    expect(within(removed).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(removed).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says so when nothing is written yet, with the way to the library', async () => {
    mockApi({ ...content, 'GET /journal_entries': { data: [] } });
    renderRoute(<JournalRoute />, { path, user: fullUser });
    expect(await screen.findByRole('heading', { name: 'Nothing written yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the library' })).toHaveAttribute('href', '/topics');
  });

  it('shows a failed load with the way to try again', async () => {
    mockApi({ ...content, 'GET /journal_entries': [{ status: 500, code: 'server.internal' }, { data: [entry({})] }] });
    renderRoute(<JournalRoute />, { path, user: fullUser });
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'There was a problem loading your journal: Something went wrong on our side. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Today, I noticed' })).toBeInTheDocument();
  });

  it('deletes an entry only once confirmed, and forgets what the device held of it', async () => {
    const fetchMock = mockApi({
      ...content,
      'GET /journal_entries': [{ data: [entry({})] }, { data: [] }],
      'DELETE /journal_entries/1': { data: null },
    });
    localStorage.setItem(`innerway.journal.${fullUser.id}.2`, JSON.stringify({ text: 'unsent', baseVersion: 1 }));
    renderRoute(<JournalRoute />, { path, user: fullUser });
    const card = await screen.findByRole('article', { name: 'Today, I noticed' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(callsTo(fetchMock, 'DELETE /journal_entries/1')).toBe(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this entry?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Nothing written yet' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /journal_entries/1')).toBe(1);
    await waitFor(() => expect(localStorage.getItem(`innerway.journal.${fullUser.id}.2`)).toBeNull());
  });
});
