export { RequireAnonymous } from './require-anonymous';
export { LoginInPlace, RequireAuth } from './require-auth';
export { RequireDisabled } from './require-disabled';
export { RequireUnverified } from './require-unverified';
export { SessionGate } from './session-gate';
