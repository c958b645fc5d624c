import { useLayoutEffect } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location, type NavigateFunction, type NavigateOptions, type NavigationType, type To } from 'react-router';

/** What a test reads of, and does to, the router a screen is rendered in. */
export interface TTestRouter {
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  location(): Location;
  /** PUSH, REPLACE or POP: how the history entry on view was reached. */
  historyAction(): NavigationType;
}

interface TSeen {
  navigate: NavigateFunction | null;
  location: Location | null;
  action: NavigationType | null;
}

/**
 * A probe to render inside the test's MemoryRouter, and the handle the test keeps. The app uses
 * the router through its hooks only, so the test does too.
 */
export function createRouterProbe(): { Probe: () => null; router: TTestRouter } {
  const seen: TSeen = { navigate: null, location: null, action: null };
  function Probe() {
    const navigate = useNavigate();
    const location = useLocation();
    const action = useNavigationType();
    useLayoutEffect(() => {
      Object.assign(seen, { navigate, location, action });
    });
    return null;
  }
  const rendered = <T,>(value: T | null): T => {
    if (value === null) throw new Error('the router probe has not rendered yet');
    return value;
  };
  const router: TTestRouter = {
    navigate: async (to, options) => {
      const navigate = rendered(seen.navigate);
      await (typeof to === 'number' ? navigate(to) : navigate(to, options));
    },
    location: () => rendered(seen.location),
    historyAction: () => rendered(seen.action),
  };
  return { Probe, router };
}
