import { vi } from 'vitest';

/**
 * The auth and account screens belong to their own feature and have their own tests; here
 * they only need to be recognisable.
 */
vi.mock('../features/auth/routes/login-route', () => ({ default: () => <main><h1>Login screen</h1></main> }));
vi.mock('../features/auth/routes/register-route', () => ({ default: () => <main><h1>Register screen</h1></main> }));
vi.mock('../features/auth/routes/forgot-password-route', () => ({ default: () => <main><h1>Forgot password screen</h1></main> }));
vi.mock('../features/auth/routes/disabled-route', () => ({ default: () => <main><h1>Disabled screen</h1></main> }));
vi.mock('../features/auth/routes/logout-route', () => ({ default: () => <main><h1>Logout screen</h1></main> }));
vi.mock('../features/auth/routes/verification-prompt-route', () => ({ default: () => <main><h1>Verification prompt screen</h1></main> }));
vi.mock('../features/auth/components/email-verification-banner', () => ({ default: () => <p>Please verify your email</p> }));
vi.mock('../features/account/routes/account-route', () => ({ default: () => <main><h1>Account screen</h1></main> }));
