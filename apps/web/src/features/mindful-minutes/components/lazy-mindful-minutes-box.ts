import { lazy } from 'react';

// The card's code and its read come after the dashboard's first paint: nothing above it waits.
export const LazyMindfulMinutesBox = lazy(() => import('./mindful-minutes-box'));
