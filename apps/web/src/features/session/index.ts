export { sessionQueryKey, sessionQueryOptions, connectSessionToApiClient } from './session-query';
export { useSession, useSetSessionUser, useRefreshSession } from './use-session';
export { wasSessionLost, clearSessionLost } from './session-lost';
