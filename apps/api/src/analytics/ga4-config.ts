import { ConfigError } from '../config.ts';

/** Google Analytics 4 measurement ids look like `G-XXXXXXXXXX`. */
const MeasurementId = /^G-[A-Z0-9]{4,20}$/;

/**
 * `GA4_MEASUREMENT_ID`: when set, the web app also forwards its analytics events to Google
 * Analytics 4 (the first-party store keeps them either way). Unset or empty: off, and the CSP
 * stays closed to Google. A malformed id stops the start rather than quietly sending nothing;
 * the check also keeps the value safe to write into the page and the script's URL.
 */
export function readGa4MeasurementId(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.GA4_MEASUREMENT_ID?.trim();
  if (!value) return null;
  if (!MeasurementId.test(value)) {
    throw new ConfigError('Invalid configuration:\n  GA4_MEASUREMENT_ID: expected a GA4 measurement id such as G-AB12CD34EF');
  }
  return value;
}
