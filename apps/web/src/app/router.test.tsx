import '../test/auth-mocks';
import { describe, expect, it } from 'vitest';
import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { LoginInPlace } from './guards';
import { preloadScreensAt, routes } from './router';

/** Draws `Screen` once: a screen whose code is here shows in that render, without the fallback. */
function renderOnce(Screen: ComponentType) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen />
    </Suspense>,
  );
}

const screenAt = (pathname: string) => matchRoutes(routes, pathname)!.at(-1)!.route.Component!;

describe('preloadScreensAt', () => {
  it("loads the login screen for someone signed out on a signed-in route, not the route's own", async () => {
    await preloadScreensAt('/users/me', false);
    renderOnce(LoginInPlace);
    expect(screen.getByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    renderOnce(screenAt('/users/me'));
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it("loads the route's own screen when the session is unknown or signed in", async () => {
    await preloadScreensAt('/users/me', undefined);
    renderOnce(screenAt('/users/me'));
    expect(screen.getByRole('heading', { name: 'Account screen' })).toBeInTheDocument();
  });
});
