import { describe, expect, it, vi } from 'vitest';
import { backAction, handleBackButton } from './back-button';
import { fakeNativePlugins } from './test/fake-plugins';

describe('Android back button', () => {
  it('closes a dialog first, then goes back, then minimises rather than quit', () => {
    expect(backAction({ dialogOpen: true, canGoBack: true })).toBe('close-dialog');
    expect(backAction({ dialogOpen: true, canGoBack: false })).toBe('close-dialog');
    expect(backAction({ dialogOpen: false, canGoBack: true })).toBe('go-back');
    expect(backAction({ dialogOpen: false, canGoBack: false })).toBe('minimize');
  });

  it('sends Escape to the open dialog and does not navigate', () => {
    const fake = fakeNativePlugins('android');
    const goBack = vi.fn();
    handleBackButton(fake.plugins.app, goBack);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.dataset.state = 'open';
    document.body.append(dialog);
    const escape = vi.fn();
    document.addEventListener('keydown', (event) => escape(event.key), { once: true });
    fake.pressBack(true);
    expect(escape).toHaveBeenCalledWith('Escape');
    expect(goBack).not.toHaveBeenCalled();
    dialog.remove();
  });

  it('goes back in history, or minimises the app on its first screen', () => {
    const fake = fakeNativePlugins('android');
    const goBack = vi.fn();
    handleBackButton(fake.plugins.app, goBack);
    fake.pressBack(true);
    expect(goBack).toHaveBeenCalledTimes(1);
    fake.pressBack(false);
    expect(fake.plugins.app.minimize).toHaveBeenCalledTimes(1);
    expect(goBack).toHaveBeenCalledTimes(1);
  });
});
