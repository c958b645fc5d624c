// Input limits and business constants of spec section 9, plus the usual minimums the server
// also holds where the spec gives only a maximum.
export const Limits = {
  emailMax: 100,
  nameMax: 100,
  profileNameMax: 200,
  passwordMax: 200,
  passwordMin: 8,
  institutionCodeMax: 8,
  giftRecipientEmailMax: 100,
  giftSenderMax: 50,
  giftMessageMax: 140,
  assessmentTextMax: 500,
  /** A journal entry: a few pages of writing, far more than one sitting needs. */
  journalTextMax: 20_000,
} as const;

export const Constants = {
  activityCompletionPercent: 90,
  stepSaveIncrement: 5,
  stepCompletePercent: 100,
  audioSkipSeconds: 30,
  assessmentQuestions: 3,
  assessmentMinutes: 5,
  topicCount: 8,
  tourSlides: 5,
  featuredCap: 8,
  tutorialOfferOverdueDays: 7,
  featuredTutorialId: 0,
  requestTimeoutMs: 30_000,
  animationMs: [300, 500, 700],
  /** Verification and password-reset links are valid this long, and once. */
  tokenLifetimeMinutes: 60,
  /** After a topic's self-assessment, the next check-in on that topic opens this many days later. */
  checkInIntervalDays: 30,
} as const;

export const Breakpoints = {
  small: 760,
  medium: 1050,
  large: 1300,
  touch: 768,
  libraryThreeColumns: 1500,
} as const;

export const Layout = {
  maxContentWidth: 1400,
  modalWidth: 500,
  tourModalWidth: 726,
  pairListItemMax: 540,
  thumbnail: 58,
  carouselItemMin: 375,
  carouselSmallOffset: 60,
  bannerHeight: 250,
  menuRowHeight: 60,
  segmentSpacing: 40,
} as const;

export const Version = {
  web: { version: '1.8.0', build: 112 },
  native: { version: '2.5.4', build: 950 },
} as const;

export const Copyright = { from: 2009, to: 2020 } as const;
