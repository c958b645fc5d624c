import { describe, expect, it } from 'vitest';
import { applyStatusBarColours } from './status-bar';
import { fakeNativePlugins } from './test/fake-plugins';

function pageWithBackground(color: string): Element {
  const root = document.createElement('div');
  root.style.setProperty('--color-bg', color);
  document.body.append(root);
  return root;
}

describe('status bar colours', () => {
  it("puts dark text on the page's background on Android", async () => {
    const { plugins } = fakeNativePlugins('android');
    await applyStatusBarColours(plugins.statusBar, 'android', pageWithBackground('#fbf8f3'));
    expect(plugins.statusBar.setStyle).toHaveBeenCalledWith('dark-text');
    expect(plugins.statusBar.setBackgroundColor).toHaveBeenCalledWith('#fbf8f3');
  });

  it('sets only the text style on iOS, where the page shows through the bar', async () => {
    const { plugins } = fakeNativePlugins('ios');
    await applyStatusBarColours(plugins.statusBar, 'ios', pageWithBackground('#fbf8f3'));
    expect(plugins.statusBar.setStyle).toHaveBeenCalledWith('dark-text');
    expect(plugins.statusBar.setBackgroundColor).not.toHaveBeenCalled();
  });

  it('carries on when Android 15+ refuses a colour', async () => {
    const { plugins } = fakeNativePlugins('android');
    plugins.statusBar.setBackgroundColor.mockRejectedValue(new Error('Not available on Android 15+'));
    await expect(applyStatusBarColours(plugins.statusBar, 'android', pageWithBackground('#fbf8f3'))).resolves.toBeUndefined();
  });
});
