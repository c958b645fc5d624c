import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { topicSummary } from '../../../test/content-fixtures';
import { callsTo, mockApi } from '../../../test/mock-api';
import { fullUser, trialUser } from '../../../test/users';
import { initTestI18n } from '../../../test/i18n';
import { renderRoute } from '../../../test/render-route';
import LibraryRoute from './library-route';

const path = '/topics';
const topics = [
  topicSummary({ id: 1, title: 'Connect', is_trial_content: true, minutes_to_complete: 16, user_percent_complete: 40, hue: 174 }),
  topicSummary({ id: 2, title: 'Forward', minutes_to_complete: 15 }),
];

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  window.innerWidth = 1024;
});

function cardFor(title: string) {
  return screen.getByRole('heading', { name: new RegExp(title) }).closest('article')!;
}

describe('library screen', () => {
  it('shows each topic with its time (minutes plus 5) and progress, and sets the title', async () => {
    mockApi({ 'GET /modules': { data: topics } });
    renderRoute(<LibraryRoute />, { path, user: fullUser });
    const connect = await screen.findByRole('link', { name: 'Connect' });
    expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
    const card = within(cardFor('Connect'));
    expect(card.getByText('21 min')).toBeInTheDocument();
    expect(card.getByRole('progressbar', { name: 'Progress in Connect' })).toHaveValue(40);
    expect(card.getByText('40%')).toBeInTheDocument();
    expect(within(cardFor('Forward')).getByText('20 min')).toBeInTheDocument();
    expect(connect).toHaveAttribute('href', '/topic_overview/1');
    expect(screen.getByRole('link', { name: 'Forward' })).toHaveAttribute('href', '/topic_overview/2');
    expect(document.title).toContain('Library');
  });

  it('gives the banner a srcset, the sizes of its layout and the topic hue through the CSSOM', async () => {
    mockApi({ 'GET /modules': { data: topics } });
    renderRoute(<LibraryRoute />, { path, user: fullUser });
    await screen.findByRole('link', { name: 'Connect' });
    const card = cardFor('Connect');
    const image = card.querySelector('img')!;
    expect(image.getAttribute('srcset')).toBe(
      '/api/content_media/banners/topic-1-sm-1x.webp 420w, /api/content_media/banners/topic-1-md-1x.webp 768w, /api/content_media/banners/topic-1-xl-1x.webp 1440w',
    );
    expect(image.getAttribute('sizes')).toMatch(/^\(max-width: 760px\) calc\(100vw - 32px\), \(min-width: 1500px\)/);
    expect(image).toHaveAttribute('src', '/api/content_media/banners/topic-1-sm-1x.webp');
    // Decorative beside the title that names the link.
    expect(image).toHaveAttribute('alt', '');
    expect(card.style.getPropertyValue('--topic-hue')).toBe('174');
  });

  it('sends a trial user to the overview of a trial topic and to the subscribe prompt from a locked one', async () => {
    mockApi({ 'GET /modules': { data: topics } });
    renderRoute(<LibraryRoute />, { path, user: trialUser });
    expect(await screen.findByRole('link', { name: 'Connect' })).toHaveAttribute('href', '/topic_overview/1');
    const locked = screen.getByRole('link', { name: 'Forward (locked, available with full access)' });
    expect(locked).toHaveAttribute('href', '/topics?subscribe=1');
    expect(within(cardFor('Forward')).getByText('Full access')).toBeInTheDocument();
    expect(within(cardFor('Connect')).queryByText('Full access')).not.toBeInTheDocument();

    await userEvent.click(locked);
    expect(screen.getByTestId('location')).toHaveTextContent('/topics?subscribe=1');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('opens every topic for a full-access user', async () => {
    mockApi({ 'GET /modules': { data: topics } });
    renderRoute(<LibraryRoute />, { path, user: fullUser });
    expect(await screen.findByRole('link', { name: 'Forward' })).toHaveAttribute('href', '/topic_overview/2');
    expect(screen.queryByText('Full access')).not.toBeInTheDocument();
  });

  it('says what failed with the server text, and Try Again loads the library', async () => {
    const fetchMock = mockApi({
      'GET /modules': [{ status: 500, error: 'Something went wrong on our side. Please try again.' }, { data: topics }],
    });
    renderRoute(<LibraryRoute />, { path, user: fullUser });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem loading the library data. (Something went wrong on our side. Please try again.)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /modules')).toBe(2);
  });

  it('shows placeholders while loading', async () => {
    mockApi({ 'GET /modules': () => new Promise<never>(() => {}) as never });
    renderRoute(<LibraryRoute />, { path, user: fullUser });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the topics…');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    [700, '1'],
    [760, '1'],
    [761, '2'],
    [1499, '2'],
    [1500, '3'],
  ])('lays the grid out by the library rule at width %i: %s column(s)', async (width, columns) => {
    window.innerWidth = width;
    mockApi({ 'GET /modules': { data: topics } });
    renderRoute(<LibraryRoute />, { path, user: fullUser });
    await screen.findByRole('link', { name: 'Connect' });
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', columns);
  });

  it('follows the window as it is resized', async () => {
    mockApi({ 'GET /modules': { data: topics } });
    renderRoute(<LibraryRoute />, { path, user: fullUser });
    await screen.findByRole('link', { name: 'Connect' });
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', '2');
    act(() => {
      window.innerWidth = 1600;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', '3');
  });
});
