export { sessionQueryKey, sessionQueryOptions, connectSessionToApiClient, keepHeldRepliesWithTheirViewer } from './session-query';
export { useSession, useSetSessionUser, useRefreshSession } from './use-session';
export { wasSessionLost, clearSessionLost } from './session-lost';
