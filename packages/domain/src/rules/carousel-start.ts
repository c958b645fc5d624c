import { PercentMax } from './percent.ts';

/**
 * The dashboard carousel first scrolls to the first topic below 100 %; when all are done, to the
 * first. The server preloads that topic's banner with the page (boot-data.ts).
 */
export function initialCarouselIndex(topicPercents: readonly number[]): number {
  const index = topicPercents.findIndex((percent) => percent < PercentMax);
  return index === -1 ? 0 : index;
}
