import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPlatform, isNativePlatform, setPlatform, toPlatform } from './platform';

afterEach(() => {
  vi.unstubAllEnvs();
  setPlatform('web');
});

describe('platform', () => {
  it('is the web until a native start-up says otherwise', () => {
    expect(currentPlatform()).toBe('web');
    expect(isNativePlatform()).toBe(false);
  });

  it('takes the platform the native start-up detected', () => {
    vi.stubEnv('VITE_APP_TARGET', 'native');
    setPlatform('android');
    expect(currentPlatform()).toBe('android');
    expect(isNativePlatform()).toBe(true);
  });

  it('stays the web in the website build whatever is detected', () => {
    setPlatform('ios');
    expect(currentPlatform()).toBe('web');
  });

  it("maps Capacitor's platform names", () => {
    expect(toPlatform('ios')).toBe('ios');
    expect(toPlatform('android')).toBe('android');
    expect(toPlatform('web')).toBe('web');
    expect(toPlatform('electron')).toBe('web');
  });
});
