import { ActivityType, type TActivityType } from '@innerway/domain';

/** What an activity is on the screens, by its activity_type: spec section 3's ACTIVITY, MEDITATION, JOURNALING. */
export type TActivityKind = 'activity' | 'meditation' | 'journaling';

const kinds: Record<TActivityType, TActivityKind> = {
  [ActivityType.Activity]: 'activity',
  [ActivityType.Meditation]: 'meditation',
  [ActivityType.Journaling]: 'journaling',
};

/** The kind of an activity, for its label and icon; a type this app does not know reads as a plain activity. */
export function activityKind(activityType: number): TActivityKind {
  return kinds[activityType as TActivityType] ?? 'activity';
}
