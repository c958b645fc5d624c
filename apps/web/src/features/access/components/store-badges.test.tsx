import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { initTestI18n } from '../../../test/i18n';
import { StoreBadges } from './store-badges';

// The addresses the server wrote into the page (APP_STORE_URL, PLAY_STORE_URL), per test.
const stores = vi.hoisted(() => ({ appStoreUrl: null as string | null, playStoreUrl: null as string | null }));
vi.mock('../../../lib/config', async (importOriginal) => ({ ...(await importOriginal<object>()), appConfig: stores }));

afterEach(() => {
  stores.appStoreUrl = null;
  stores.playStoreUrl = null;
});

describe('StoreBadges', () => {
  it('links each badge to its configured store page', async () => {
    await initTestI18n('en');
    stores.appStoreUrl = 'https://apps.apple.com/app/innerway/id6450000001';
    stores.playStoreUrl = 'https://play.google.com/store/apps/details?id=app.innerway';
    render(<StoreBadges />);
    const list = screen.getByRole('list', { name: 'Get the app' });
    expect(within(list).getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })).toHaveAttribute('href', stores.appStoreUrl);
    expect(within(list).getByRole('link', { name: 'GET IT ON Google Play (opens in a new tab)' })).toHaveAttribute('href', stores.playStoreUrl);
  });

  it('hides the badge of a store that has no address, and the list when neither has', async () => {
    await initTestI18n('en');
    stores.playStoreUrl = 'https://play.google.com/store/apps/details?id=app.innerway';
    const { unmount } = render(<StoreBadges />);
    const list = screen.getByRole('list', { name: 'Get the app' });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    unmount();

    stores.playStoreUrl = null;
    render(<StoreBadges />);
    expect(screen.queryByRole('list', { name: 'Get the app' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
