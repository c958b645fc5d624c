export { sessionQueryKey, sessionQueryOptions, connectSessionToApiClient } from './session-query';
export { useSession, useSetSessionUser, useRefreshSession, type TSessionState, type TSessionStatus } from './use-session';
export { wasSessionLost, clearSessionLost } from './session-lost';
