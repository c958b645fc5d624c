import { lazy } from 'react';

// Most screens never show the banner: its code loads the first time it renders.
export const LazyEmailVerificationBanner = lazy(() => import('./email-verification-banner'));
