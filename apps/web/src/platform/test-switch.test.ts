import { describe, expect, it } from 'vitest';
import { fakeNativePlugins } from './test/fake-plugins';
import { testLaunchUrlKey, testPlatformKey, withTestSwitch } from './test-switch';

describe('native-test platform switch', () => {
  it('plays the platform the test chose', () => {
    const { plugins } = fakeNativePlugins('web');
    window.localStorage.setItem(testPlatformKey, 'android');
    expect(withTestSwitch(plugins).platform).toBe('android');
    window.localStorage.setItem(testPlatformKey, 'ios');
    expect(withTestSwitch(plugins).platform).toBe('ios');
  });

  it('keeps the detected platform without a valid choice', () => {
    const { plugins } = fakeNativePlugins('web');
    window.localStorage.setItem(testPlatformKey, 'windows');
    expect(withTestSwitch(plugins).platform).toBe('web');
  });

  it('opens with the chosen launch link once, as a cold start does', async () => {
    const { plugins } = fakeNativePlugins('web');
    window.localStorage.setItem(testLaunchUrlKey, 'https://innerway.app/register?code=KW2LP84N');
    await expect(withTestSwitch(plugins).app.launchUrl()).resolves.toBe('https://innerway.app/register?code=KW2LP84N');
    expect(window.localStorage.getItem(testLaunchUrlKey)).toBeNull();
    await expect(withTestSwitch(plugins).app.launchUrl()).resolves.toBeNull();
  });
});
