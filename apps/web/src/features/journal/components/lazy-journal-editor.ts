import { lazy } from 'react';

/** The place to write, loaded with the first activity that has one. */
export const LazyJournalEditor = lazy(() => import('./journal-editor'));
