import '../../test/auth-mocks';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEffect, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { initTestI18n } from '../../test/i18n';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/users';
import { keepScroll } from '../../lib/keep-scroll';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

function Frame() {
  useFocusMainOnNavigation();
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/other">Other</Link>
        <Link to="/slow">Slow</Link>
        <Link to="/other?tab=2">Other, second tab</Link>
        <Link to="/other/popup" state={keepScroll()}>
          Popup over Other
        </Link>
      </nav>
      <Outlet />
    </>
  );
}

function Page({ title }: { title: string }) {
  return (
    <main tabIndex={-1}>
      <h1>{title}</h1>
    </main>
  );
}

/** Ends the slow page's loading: the test decides when, so no timer races the assertions. */
let finishLoadingSlowPage = () => {};

/** A page whose <main> only comes later (e.g. still loading its data). */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    finishLoadingSlowPage = () => setReady(true);
  }, []);
  return ready ? <Page title="Slow" /> : <p>Loading</p>;
}

function renderFrame(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Frame />}>
          <Route path="/" element={<Page title="Home" />} />
          <Route path="/other" element={<Page title="Other" />} />
          <Route path="/other/popup" element={<Page title="Other" />} />
          <Route path="/slow" element={<SlowPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initTestI18n();
});

describe('focus after navigation', () => {
  it('leaves the focus alone on the first load', () => {
    renderFrame();
    expect(document.body).toHaveFocus();
  });

  it("moves focus to the new page's <main> when the path changes", async () => {
    renderFrame();
    await userEvent.click(screen.getByRole('link', { name: 'Other' }));
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Other' })).toBeInTheDocument();
    // The hook runs in an effect after the commit that the query sees: wait for it.
    await waitFor(() => expect(main).toHaveFocus());
  });

  it('does not move focus when only the query changes', async () => {
    renderFrame('/other');
    const link = screen.getByRole('link', { name: 'Other, second tab' });
    await userEvent.click(link);
    expect(link).toHaveFocus();
  });

  it('does not move focus for a popup opened over the screen with its own address (its state keeps the scroll)', async () => {
    renderFrame('/other');
    const link = screen.getByRole('link', { name: 'Popup over Other' });
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Popup over Other' })).toHaveFocus());
    expect(screen.getByRole('main')).not.toHaveFocus();
  });

  it('waits for a <main> that is not there yet', async () => {
    renderFrame();
    await userEvent.click(screen.getByRole('link', { name: 'Slow' }));
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    act(() => finishLoadingSlowPage());
    const heading = await screen.findByRole('heading', { name: 'Slow' });
    await waitFor(() => expect(heading.closest('main')).toHaveFocus());
  });

  it('is used by the app frame', async () => {
    renderApp('/dashboard', testUser);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: /Progress/ }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Progress' });
    await waitFor(() => expect(heading.closest('main')).toHaveFocus());
  });

  it('is used by the public frame', async () => {
    const { router } = renderApp('/login', null);
    await screen.findByRole('heading', { name: 'Login screen' });
    await act(() => router.navigate('/register'));
    const heading = await screen.findByRole('heading', { name: 'Register screen' });
    await waitFor(() => expect(heading.closest('main')).toHaveFocus());
  });
});
