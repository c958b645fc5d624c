import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/users';
import { accessHandle, screenHandle, screenViewKey, shownScreen } from './screen-handles';

const signedIn = { status: 'authenticated' as const, user: testUser };
const signedOut = { status: 'anonymous' as const, user: null };

// The shapes of app/router.tsx: the session gate, a guard, then the screen.
const dashboard = [undefined, accessHandle('enabled'), accessHandle('signedIn'), undefined, undefined, screenHandle('Dashboard', 'DashboardRoute')];
const login = [undefined, accessHandle('enabled'), accessHandle('signedOut'), undefined, screenHandle('Login', 'LoginRoute')];
const verifyPrompt = [undefined, accessHandle('enabled'), accessHandle('signedIn'), undefined, undefined, { ...accessHandle('unverified'), ...screenHandle('Email Verification', 'VerificationPromptRoute') }, undefined];
const disabled = [undefined, { ...accessHandle('disabled'), ...screenHandle('Disabled Notice', 'DisabledRoute') }, undefined, undefined];

describe('shownScreen', () => {
  it("names the deepest route's screen", () => {
    expect(shownScreen(dashboard, signedIn)).toEqual({ screenName: 'Dashboard', screenClass: 'DashboardRoute' });
    expect(shownScreen(login, signedOut)).toEqual({ screenName: 'Login', screenClass: 'LoginRoute' });
  });

  it('is the login screen on a signed-in route for someone signed out (it shows in place)', () => {
    expect(shownScreen(dashboard, signedOut)).toEqual({ screenName: 'Login', screenClass: 'LoginRoute' });
    expect(shownScreen(verifyPrompt, signedOut)?.screenName).toBe('Login');
  });

  it('is nothing while a guard redirects, or while the session is not known', () => {
    expect(shownScreen(login, signedIn)).toBeNull();
    expect(shownScreen(dashboard, { status: 'authenticated', user: { ...testUser, is_disabled: true } })).toBeNull();
    expect(shownScreen(verifyPrompt, signedIn)).toBeNull();
    expect(shownScreen(disabled, signedIn)).toBeNull();
    expect(shownScreen(dashboard, { status: 'loading', user: null })).toBeNull();
    expect(shownScreen(dashboard, { status: 'error', user: null })).toBeNull();
  });

  it('shows the guarded screens to the people they are for', () => {
    expect(shownScreen(verifyPrompt, { status: 'authenticated', user: { ...testUser, is_email_verified: false } })?.screenName).toBe('Email Verification');
    expect(shownScreen(disabled, { status: 'authenticated', user: { ...testUser, is_disabled: true } })?.screenName).toBe('Disabled Notice');
  });

  it('is nothing for a route without a screen name (the local developer pages)', () => {
    expect(shownScreen([undefined, accessHandle('enabled'), undefined], signedIn)).toBeNull();
  });
});

describe('screenViewKey', () => {
  const overview = { screenName: 'Topic Overview', screenClass: 'TopicOverviewRoute' } as const;
  const shelf = { screenName: 'Resources', screenClass: 'ResourcesRoute', popupParams: ['resourceId'] } as const;

  it('tells views of the same screen apart by the params that make them', () => {
    expect(screenViewKey(overview, { topicId: '1' })).not.toBe(screenViewKey(overview, { topicId: '2' }));
    expect(screenViewKey(overview, { topicId: '1' })).toBe(screenViewKey(overview, { topicId: '1' }));
  });

  it('does not count a popup opened through a route param as another view', () => {
    expect(screenViewKey(shelf, { resourceId: '3' })).toBe(screenViewKey(shelf, {}));
  });
});
