import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDataExport } from '@innerway/domain';
import { callsTo, mockApi, sentBody } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { initTestI18n } from '../../../test/i18n';
import { fullUser } from '../../../test/users';
import { preparingPollMs } from '../api/data-export-query';
import { DataExportSection } from './data-export-section';

beforeEach(async () => {
  vi.unstubAllGlobals();
  await initTestI18n('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const exportOf = (fields: Partial<TDataExport>): TDataExport => ({
  id: 'Zx8yQ2v1tS0rP9oN7mL6kJ',
  state: 'preparing',
  requested_at: '2026-03-01T10:00:00.000Z',
  ready_at: null,
  expires_at: null,
  size_bytes: null,
  ...fields,
});
const preparing = exportOf({});
const ready = exportOf({ state: 'ready', ready_at: '2026-03-01T10:00:20.000Z', expires_at: '2026-03-08T10:00:20.000Z', size_bytes: 23_456 });

const path = '/users/me';
const renderSection = (url = path) => renderRoute(<DataExportSection user={fullUser} />, { path, url, user: fullUser });
const expiryText = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

describe('DataExportSection', () => {
  it('asks for the export, says it is being prepared, reads again until it is ready, and offers the download', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      'GET /users/8/data_export': [{ data: null }, { data: ready }],
      'POST /users/8/data_export': { status: 201, data: preparing },
    });
    renderSection();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(sentBody(fetchMock, 'POST /users/8/data_export')).toEqual({});

    const status = await screen.findByText(/We are preparing your data/);
    expect(status.closest('[tabindex]')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Prepare my data' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /users/8/data_export')).toBe(1);

    await vi.advanceTimersByTimeAsync(preparingPollMs);
    expect(await screen.findByText(`Your data is ready. You can download it until ${expiryText(ready.expires_at!)}; then we delete it.`)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Download my data/ });
    expect(link).toHaveAttribute('href', `/api/users/8/data_export/${ready.id}/file`);
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent('Download my data (zip, 23 kB)');
    expect(screen.getByRole('button', { name: 'Prepare a new copy' })).toBeInTheDocument();

    // Ready, it is not read again.
    await vi.advanceTimersByTimeAsync(preparingPollMs * 3);
    expect(callsTo(fetchMock, 'GET /users/8/data_export')).toBe(2);
  });

  it('says when preparing failed, and tries again', async () => {
    const fetchMock = mockApi({
      'GET /users/8/data_export': { data: exportOf({ state: 'failed' }) },
      'POST /users/8/data_export': { status: 201, data: preparing },
    });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not prepare your data. Nothing was lost; please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/We are preparing your data/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /users/8/data_export')).toBe(1);
  });

  it('says when the last copy expired, and offers a new one', async () => {
    mockApi({ 'GET /users/8/data_export': { data: exportOf({ ...ready, state: 'expired', size_bytes: null }) } });
    renderSection();
    expect(await screen.findByText(`Your last copy was offered until ${expiryText(ready.expires_at!)} and has been deleted.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare my data' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('shows the export already being prepared elsewhere when asking is refused with 409', async () => {
    const fetchMock = mockApi({
      'GET /users/8/data_export': [{ data: null }, { data: preparing }],
      'POST /users/8/data_export': { status: 409, code: 'data_export.in_progress' },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your data is already being prepared.');
    expect(await screen.findByText(/We are preparing your data/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /users/8/data_export')).toBe(2));
  });

  it('says what a throttled request is, in the reader’s language', async () => {
    await initTestI18n('es');
    mockApi({
      'GET /users/8/data_export': { data: null },
      'POST /users/8/data_export': { status: 429, code: 'request.too_many' },
    });
    renderSection();
    expect(screen.getByRole('heading', { name: 'Tus datos' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Preparar mis datos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos');
  });

  it('sends the apps to the website for the file: a link cannot carry their session', async () => {
    vi.stubEnv('VITE_APP_TARGET', 'native');
    mockApi({ 'GET /users/8/data_export': { data: ready } });
    renderSection();
    expect(await screen.findByText('Sign in on the Innerway website to download it.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('lets the ready mail’s link lead straight to the section', async () => {
    mockApi({ 'GET /users/8/data_export': { data: ready } });
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderSection('/users/me?data_export=1');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your data' })).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });
});
