export type TDashboardSubtitle = 'keepGoing' | 'getStarted';

/** English texts; the web app translates by key. */
export const DashboardSubtitleText: Record<TDashboardSubtitle, string> = {
  keepGoing: 'Ready to keep going?',
  getStarted: 'Ready to get started?',
};

/** 'Ready to keep going?' once any topic is above 0 %, else 'Ready to get started?'. */
export function dashboardSubtitle(topicPercents: readonly number[]): TDashboardSubtitle {
  return topicPercents.some((percent) => percent > 0) ? 'keepGoing' : 'getStarted';
}
