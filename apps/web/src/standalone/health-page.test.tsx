import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { initTestI18n } from '../test/i18n';
import HealthPage from './health-page';

beforeAll(async () => {
  await initTestI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(status: number, healthy: boolean) {
  const health = { healthy, version: '1.8.0', build: 112, environment: 'local', services: { database: { healthy } } };
  const body = { success: healthy, data: health, error: healthy ? null : 'The service is not healthy.' };
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

describe('status page', () => {
  it('lists each service as healthy, with the app version and build', async () => {
    serve(200, true);
    render(<HealthPage />);
    const database = (await screen.findByText('Database')).closest('li')!;
    expect(within(database).getByText('healthy')).toBeInTheDocument();
    expect(screen.getByText('App version 1.8.0 (build 112)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('still shows the report when the server answers 503', async () => {
    serve(503, false);
    render(<HealthPage />);
    const database = (await screen.findByText('Database')).closest('li')!;
    expect(within(database).getByText('not healthy')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some services are not working right now.');
  });
});
