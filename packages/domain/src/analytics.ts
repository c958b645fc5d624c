// Analytics events of spec section 7: their names, the screen names and content kinds they
// carry, and the only parameters each may hold. The web client and the API share this list, so
// an event the client builds is one the server accepts, and nothing else (an e-mail address, a
// name) can ride along.

export const AnalyticsEvent = {
  Login: 'login',
  SignUp: 'sign_up',
  TutorialBegin: 'tutorial_begin',
  TutorialComplete: 'tutorial_complete',
  SelectContent: 'select_content',
  ScreenView: 'screen_view',
} as const;
export type TAnalyticsEventName = (typeof AnalyticsEvent)[keyof typeof AnalyticsEvent];
export const analyticsEventNames = Object.values(AnalyticsEvent);

/** The screen names of spec section 7, word for word. */
export const ScreenName = {
  Dashboard: 'Dashboard',
  Library: 'Library',
  Resources: 'Resources',
  Progress: 'Progress',
  UserAccount: 'User Account',
  TopicOverview: 'Topic Overview',
  TopicDetail: 'Topic Detail',
  Login: 'Login',
  Registration: 'Registration',
  PasswordHelp: 'Password Help',
  PasswordReset: 'Password Reset',
  Logout: 'Logout',
  DisabledNotice: 'Disabled Notice',
  NotFound: '404 Error',
  EmailVerification: 'Email Verification',
  /** My journal: a screen the spec does not have (decision 019). */
  Journal: 'Journal',
} as const;
export type TScreenName = (typeof ScreenName)[keyof typeof ScreenName];
export const screenNames = Object.values(ScreenName);

/** The content kinds `select_content` names (spec section 7). */
export const SelectContentType = {
  Assessment: 'Assessment',
  Meditation: 'Meditation',
  Journaling: 'Journaling',
  Activity: 'Activity',
  Subscribe: 'Subscribe',
  Gift: 'Gift',
  Song: 'Song',
  Book: 'Book',
  Movie: 'Movie',
  Audio: 'Audio',
  Download: 'Download',
  AgeSurvey: 'AgeSurvey',
} as const;
export type TSelectContentType = (typeof SelectContentType)[keyof typeof SelectContentType];
export const selectContentTypes = Object.values(SelectContentType);

/** login and sign_up: the spec's method defaults to e-mail, the only one there is. */
export const AuthMethod = { Email: 'email' } as const;
export type TAuthMethod = (typeof AuthMethod)[keyof typeof AuthMethod];
export const authMethods = Object.values(AuthMethod);

export const AnalyticsLimits = {
  /** Events in one POST /analytics/events; more is refused (413) rather than cut. */
  maxBatchEvents: 50,
  /** The web client sends once this many are waiting (well under the maximum). */
  clientBatchEvents: 20,
  /** Bytes of one batch's body: 50 events of the longest allowed params fit with room. */
  maxBatchBytes: 32 * 1024,
  pageTitleMax: 200,
  screenClassMax: 64,
  itemIdMax: 64,
  /** GET /admin/analytics/daily reads at most this many days at once. */
  dailyRangeMaxDays: 366,
  /** GET /admin/analytics/events returns at most this many. */
  recentEventsMax: 200,
} as const;

/** The parameters each event carries; the server refuses any other key. */
export interface TAnalyticsParams {
  login: { method: TAuthMethod };
  sign_up: { method: TAuthMethod };
  tutorial_begin: Record<string, never>;
  tutorial_complete: Record<string, never>;
  select_content: { content_type: TSelectContentType; item_id?: string };
  screen_view: { screen_name: TScreenName; screen_class: string; page_title: string };
}

/** The allow-list itself, by event: the keys of TAnalyticsParams (the client drops any other). */
export const AnalyticsParamKeys: { [N in TAnalyticsEventName]: readonly (keyof TAnalyticsParams[N])[] } = {
  login: ['method'],
  sign_up: ['method'],
  tutorial_begin: [],
  tutorial_complete: [],
  select_content: ['content_type', 'item_id'],
  screen_view: ['screen_name', 'screen_class', 'page_title'],
};

/** One event on the wire: `at` is the client's ISO 8601 time of the event. */
export type TAnalyticsEventInput = {
  [N in TAnalyticsEventName]: { name: N; params: TAnalyticsParams[N]; at: string };
}[TAnalyticsEventName];

/**
 * Free text in an event (a page title) must not carry an e-mail address; both the client
 * (which drops such a value) and the server (which refuses it) ask this.
 */
export function looksLikeEmail(text: string): boolean {
  return /[^\s@]+@[^\s@]+\.[^\s@]+/.test(text);
}
