import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test/i18n';
import { startNative } from '../../platform/native-start';
import { setPlatform } from '../../platform/platform';
import { fakeNativePlugins } from '../../platform/test/fake-plugins';
import { OfflineNotice } from './offline-notice';

const notice = 'You are offline. Some screens may not load, and changes cannot be saved until the connection returns.';

beforeEach(async () => {
  await initTestI18n('en');
});

afterEach(() => {
  vi.unstubAllEnvs();
  setPlatform('web');
});

describe('offline notice', () => {
  it("follows the browser's online and offline events on the website, in a polite live region", () => {
    render(<OfflineNotice />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(region).toHaveTextContent(notice);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(region).toBeEmptyDOMElement();
  });

  it('follows the network plugin in the apps', async () => {
    vi.stubEnv('VITE_APP_TARGET', 'native');
    const fake = fakeNativePlugins('android', { connected: false });
    await startNative(fake.plugins);
    render(<OfflineNotice />);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    act(() => fake.setConnected(true));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is said in French and Spanish too', async () => {
    await initTestI18n('fr');
    const { unmount } = render(<OfflineNotice />);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(/^Vous êtes hors ligne\./);
    unmount();
    await initTestI18n('es');
    render(<OfflineNotice />);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(/^Estás sin conexión\./);
    act(() => void window.dispatchEvent(new Event('online')));
  });
});
