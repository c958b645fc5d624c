import { AppError } from '../http/app-error.ts';

/** The store could not answer (network, its outage, our credentials refused): try again later. */
export const storeUnavailable = () => new AppError(503, 'purchase.store_unavailable');

/** The store is not configured on this server. */
export const storeNotConfigured = () => new AppError(503, 'purchase.store_not_configured');

/** How long one call to a store may take before the purchase answers 503. */
export const STORE_TIMEOUT_MS = 10_000;
