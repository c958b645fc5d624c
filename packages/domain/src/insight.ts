// Insight (the staff area's admin figures): what the rollups count and the words both sides use
// for it. The server keeps the rollups (apps/api/src/staff-insight/); the screen draws them.

/**
 * Where a member's full access came from, by the `access_events` kind that records it. Only
 * the moves from trial to full access count: a refund reversed restores access, it is not a
 * new conversion.
 */
export const InsightAccessSource = {
  Institution: 'institution',
  Purchase: 'purchase',
  Gift: 'gift',
  Staff: 'staff',
} as const;
export type TInsightAccessSource = (typeof InsightAccessSource)[keyof typeof InsightAccessSource];
export const insightAccessSources = Object.values(InsightAccessSource);

/** The access event kinds that move a member from trial to full access, by source. */
export const AccessSourceByEventKind: Record<string, TInsightAccessSource> = {
  institution_code_redeemed: InsightAccessSource.Institution,
  full_access_purchased: InsightAccessSource.Purchase,
  gift_card_redeemed: InsightAccessSource.Gift,
  full_access_granted: InsightAccessSource.Staff,
};

/** The stages of the funnel through a topic, in order. */
export const TopicStage = {
  Started: 'started',
  Halfway: 'halfway',
  Done: 'done',
  Assessed: 'assessed',
} as const;
export type TTopicStage = (typeof TopicStage)[keyof typeof TopicStage];
export const topicStages = Object.values(TopicStage);

export const InsightLimits = {
  /** The longest range one request reads, both ends included. */
  rangeMaxDays: 366,
  /** Without a range the screen shows the last 30 days, today included. */
  defaultDays: 30,
  /** A topic is halfway at this percent complete (topicPercentComplete). */
  halfwayPercent: 50,
} as const;
