import { describe, expect, it, vi } from 'vitest';
import { deepLinkRoute, listenForDeepLinks } from './deep-links';
import { fakeNativePlugins } from './test/fake-plugins';

describe('deep links', () => {
  it.each([
    ['https://innerway.app/password/reset/abc123?email=sam%40example.com', '/password/reset/abc123?email=sam%40example.com'],
    ['https://innerway.app/email/verify/42?expires=1&signature=x', '/email/verify/42?expires=1&signature=x'],
    ['https://innerway.app/register?code=KW2LP84N', '/register?code=KW2LP84N'],
    ['https://innerway.app/users/me?gift=1', '/users/me?gift=1'],
    ['https://innerway.app/topic_detail/3?stepId=9', '/topic_detail/3?stepId=9'],
    ['https://innerway.app', '/'],
  ])('opens %s at %s', (url, route) => {
    expect(deepLinkRoute(url)).toBe(route);
  });

  it('accepts the configured API origin as well', () => {
    expect(deepLinkRoute('https://staging.innerway.app/register?code=A', ['https://innerway.app', 'https://staging.innerway.app'])).toBe(
      '/register?code=A',
    );
  });

  it.each([
    'https://evil.example/password/reset/abc',
    'http://innerway.app/register',
    'https://innerway.app.evil.example/register',
    'https://innerway.app/api/content_media/a.mp3',
    'https://innerway.app/.well-known/apple-app-site-association',
    'https://innerway.app//evil.example/x',
    'https://innerway.app/\\evil.example/x',
    'app.innerway://register',
    'not a url',
  ])('ignores %s', (url) => {
    expect(deepLinkRoute(url)).toBeNull();
  });

  it('opens the launch link in place of the first screen, and later links on top', async () => {
    const fake = fakeNativePlugins('ios', { launchUrl: 'https://innerway.app/register?code=KW2LP84N' });
    const open = vi.fn();
    await listenForDeepLinks(fake.plugins.app, open, () => '/');
    expect(open).toHaveBeenCalledWith('/register?code=KW2LP84N', { replace: true });
    fake.openUrl('https://innerway.app/users/me?gift=1');
    fake.openUrl('https://elsewhere.example/users/me');
    expect(open).toHaveBeenLastCalledWith('/users/me?gift=1', { replace: false });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('does not open the screen already shown again (iOS gives a cold start both ways)', async () => {
    const fake = fakeNativePlugins('ios', { launchUrl: 'https://innerway.app/email/verify/42?signature=x' });
    let current = '/';
    const open = vi.fn((route: string) => void (current = route));
    await listenForDeepLinks(fake.plugins.app, open, () => current);
    fake.openUrl('https://innerway.app/email/verify/42?signature=x');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('starts on the first screen without a launch link, or when reading it fails', async () => {
    const fake = fakeNativePlugins('android');
    const open = vi.fn();
    await listenForDeepLinks(fake.plugins.app, open);
    fake.plugins.app.launchUrl.mockRejectedValue(new Error('no intent'));
    await listenForDeepLinks(fake.plugins.app, open);
    expect(open).not.toHaveBeenCalled();
  });
});
