import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseClientInfo } from '@innerway/domain';
import { clientInfoHeader } from './client-info';
import { connectivity } from './connectivity';
import { startNative } from './native-start';
import { currentPlatform, setPlatform } from './platform';
import { clearSessionTokens, mediaToken, sessionToken } from './session-token';
import { nativePlugins } from './started-plugins';
import { fakeNativePlugins } from './test/fake-plugins';

afterEach(async () => {
  await clearSessionTokens();
  vi.unstubAllEnvs();
  setPlatform('web');
});

describe('native start-up', () => {
  it('knows the platform, the stored session and the app version before the first render', async () => {
    vi.stubEnv('VITE_APP_TARGET', 'native');
    const { plugins } = fakeNativePlugins('ios');
    plugins.secureStore.items.set('session_token', 'stored').set('media_token', 'stored-media');
    await startNative(plugins);
    expect(currentPlatform()).toBe('ios');
    expect(nativePlugins()).toBe(plugins);
    expect(sessionToken()).toBe('stored');
    expect(mediaToken()).toBe('stored-media');
    expect(parseClientInfo(clientInfoHeader())).toEqual({ platform: 'ios', version: '2.6.0', build: 961, window: '1024x768' });
    expect(plugins.statusBar.setStyle).toHaveBeenCalledWith('dark-text');
  });

  it('starts signed out, on the default native version, when the plugins fail', async () => {
    vi.stubEnv('VITE_APP_TARGET', 'native');
    const { plugins } = fakeNativePlugins('android');
    plugins.secureStore.get.mockRejectedValue(new Error('Keystore locked'));
    plugins.app.info.mockRejectedValue(new Error('not implemented'));
    plugins.statusBar.setStyle.mockRejectedValue(new Error('no status bar'));
    await startNative(plugins);
    expect(sessionToken()).toBeNull();
    expect(clientInfoHeader()).toMatch(/^platform=android;version=2\.5\.4;build=950;window=\d+x\d+$/);
  });

  it('listens to the network plugin for the offline notice', async () => {
    vi.stubEnv('VITE_APP_TARGET', 'native');
    const fake = fakeNativePlugins('android', { connected: false });
    await startNative(fake.plugins);
    await expect(connectivity().isOnline()).resolves.toBe(false);
    const listener = vi.fn();
    const stop = connectivity().subscribe(listener);
    fake.setConnected(true);
    expect(listener).toHaveBeenCalledWith(true);
    stop();
    fake.setConnected(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
