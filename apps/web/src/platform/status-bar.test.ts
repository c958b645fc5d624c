import { describe, expect, it, vi } from 'vitest';
import { followThemeInStatusBar } from './status-bar';
import { fakeNativePlugins } from './test/fake-plugins';

/** A stand-in for <html>: its theme attribute and the page colour the stylesheet gives it. */
function pageIn(theme: 'light' | 'dark', color: string): HTMLElement {
  const root = document.createElement('div');
  root.dataset.theme = theme;
  root.style.setProperty('--color-bg', color);
  document.body.append(root);
  return root;
}

describe('status bar colours', () => {
  it("puts dark text on the light page's background on Android", async () => {
    const { plugins } = fakeNativePlugins('android');
    await followThemeInStatusBar(plugins.statusBar, 'android', pageIn('light', '#fbf8f3'));
    expect(plugins.statusBar.setStyle).toHaveBeenCalledWith('dark-text');
    expect(plugins.statusBar.setBackgroundColor).toHaveBeenCalledWith('#fbf8f3');
  });

  it('puts light text on the dark page', async () => {
    const { plugins } = fakeNativePlugins('android');
    await followThemeInStatusBar(plugins.statusBar, 'android', pageIn('dark', '#151a1d'));
    expect(plugins.statusBar.setStyle).toHaveBeenCalledWith('light-text');
    expect(plugins.statusBar.setBackgroundColor).toHaveBeenCalledWith('#151a1d');
  });

  it('follows the page when its theme changes', async () => {
    const { plugins } = fakeNativePlugins('android');
    const root = pageIn('light', '#fbf8f3');
    await followThemeInStatusBar(plugins.statusBar, 'android', root);
    root.style.setProperty('--color-bg', '#151a1d');
    root.dataset.theme = 'dark';
    await vi.waitFor(() => expect(plugins.statusBar.setBackgroundColor).toHaveBeenLastCalledWith('#151a1d'));
    expect(plugins.statusBar.setStyle).toHaveBeenLastCalledWith('light-text');
  });

  it('sets only the text style on iOS, where the page shows through the bar', async () => {
    const { plugins } = fakeNativePlugins('ios');
    await followThemeInStatusBar(plugins.statusBar, 'ios', pageIn('light', '#fbf8f3'));
    expect(plugins.statusBar.setStyle).toHaveBeenCalledWith('dark-text');
    expect(plugins.statusBar.setBackgroundColor).not.toHaveBeenCalled();
  });

  it('carries on when Android 15+ refuses a colour', async () => {
    const { plugins } = fakeNativePlugins('android');
    plugins.statusBar.setBackgroundColor.mockRejectedValue(new Error('Not available on Android 15+'));
    await expect(followThemeInStatusBar(plugins.statusBar, 'android', pageIn('light', '#fbf8f3'))).resolves.toBeUndefined();
  });
});
