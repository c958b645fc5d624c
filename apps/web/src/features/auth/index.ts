// What the app and other features use of signing in; the screens themselves load from routes/.
export { LazyEmailVerificationBanner } from './components/lazy-email-verification-banner';
export { useForgotPasswordMutation } from './api/forgot-password';
export { firstTimeStorageKey } from './api/register';
export { forgetUserData } from './lib/forget-user-data';
export { AuthPanel, authPanelStyles } from './components/auth-panel';
