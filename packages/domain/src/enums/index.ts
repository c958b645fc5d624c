// The enumerations of spec section 3, with the numbers the API and database use.
// `as const` objects instead of TS enums: the code runs on Node's type stripping, which only
// accepts erasable syntax.

export const ContentStatus = { Draft: 0, Published: 1, Archived: 2 } as const;
export type TContentStatus = (typeof ContentStatus)[keyof typeof ContentStatus];

export const ActivityType = { Activity: 1, Meditation: 2, Journaling: 3 } as const;
export type TActivityType = (typeof ActivityType)[keyof typeof ActivityType];

export const ResourceCategory = {
  SongRecommendation: 2,
  BookRecommendation: 3,
  MovieRecommendation: 4,
  AudioFile: 5,
  FileDownload: 8,
  Tutorial: 100,
} as const;
export type TResourceCategory = (typeof ResourceCategory)[keyof typeof ResourceCategory];

export const RatingScale = { NotAtAll: 1, ALittleBit: 2, Somewhat: 3, QuiteABit: 4, VeryMuch: 5, Skip: 6 } as const;
export type TRatingScale = (typeof RatingScale)[keyof typeof RatingScale];
export const RatingScaleLabel: Record<TRatingScale, string> = {
  1: 'Not at all',
  2: 'A little bit',
  3: 'Somewhat',
  4: 'Quite a bit',
  5: 'Very much',
  6: 'Declined to answer',
};
/** What an unanswered free-text question of the self-assessment is stored as (spec section 5). */
export const SkippedAnswerText = 'Skipped';

export const AgeGroup = { Teen: 15, TwentyIsh: 22, ThirtyIsh: 32, Older: 50, Private: 200 } as const;
export type TAgeGroup = (typeof AgeGroup)[keyof typeof AgeGroup];
export const AgeGroupLabel: Record<TAgeGroup, string> = {
  15: '13 - 17',
  22: '18 - 24',
  32: '25 - 34',
  50: 'Over 34',
  200: "I'd rather not say",
};

/** Fixed age-survey status strings; the offered state is `OFFERED_MMDDYYYY` (see rules/age-survey). */
export const AgeSurveyStatus = {
  NotApplicable: 'NOT_APPLICABLE',
  NotYetOffered: 'NOT_YET_OFFERED',
  Completed: 'COMPLETED',
  OfferedPrefix: 'OFFERED_',
} as const;

/** Fixed tutorial-offer status strings; the offered state is `Offered_DDMMYYYY` (see rules/tutorial-offer). */
export const TutorialOfferStatus = {
  Completed: 'Completed',
  NotApplicable: 'NotApplicable',
  NotYetOffered: 'NotYetOffered',
  OfferedPrefix: 'Offered_',
} as const;

export const GiftCardStatus = { Unsent: 'unsent', Sent: 'sent', Redeemed: 'redeemed' } as const;
export type TGiftCardStatus = (typeof GiftCardStatus)[keyof typeof GiftCardStatus];

export const SubscriptionCodeType = { Unlock: 1, Gift: 2 } as const;
export type TSubscriptionCodeType = (typeof SubscriptionCodeType)[keyof typeof SubscriptionCodeType];

export const CodeDeliveryState = { Unsent: 10, Sent: 20, Redeemed: 30 } as const;
export type TCodeDeliveryState = (typeof CodeDeliveryState)[keyof typeof CodeDeliveryState];

export const Languages = ['en', 'fr', 'es'] as const;
export type TLanguage = (typeof Languages)[number];
export const DefaultLanguage: TLanguage = 'en';
/** How each language names itself in the language toggle. */
export const LanguageLabel: Record<TLanguage, string> = { en: 'English', fr: 'Français', es: 'Español' };

/** Translatable content types (spec section 3, translations). */
export const TranslationContentType = ['module', 'lesson', 'step', 'exercise', 'extra_content', 'institution_code'] as const;
export type TTranslationContentType = (typeof TranslationContentType)[number];

export const AppEnvironments = ['local', 'dev', 'staging', 'production'] as const;
export type TAppEnvironment = (typeof AppEnvironments)[number];
