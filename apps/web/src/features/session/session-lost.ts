/**
 * Set when a 401 takes away a user who was signed in (spec 4/8: the user is cleared and is told
 * 'You do not have access to this resource.'). The screen that failed is replaced by the login
 * form, so the login form says it, once. Signing in again, or signing out on purpose, clears it.
 */
let sessionLost = false;

export function markSessionLost(): void {
  sessionLost = true;
}

export function wasSessionLost(): boolean {
  return sessionLost;
}

export function clearSessionLost(): void {
  sessionLost = false;
}
