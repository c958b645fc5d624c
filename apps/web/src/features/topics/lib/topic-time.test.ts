import { describe, expect, it } from 'vitest';
import { topicTotalMinutes } from './topic-time';

describe('topicTotalMinutes', () => {
  it('adds the 5 assessment minutes', () => {
    expect(topicTotalMinutes(40)).toBe(45);
    expect(topicTotalMinutes(0)).toBe(5);
  });

  it('shows only the assessment time when the topic minutes are missing or broken', () => {
    expect(topicTotalMinutes(null)).toBe(5);
    expect(topicTotalMinutes(undefined)).toBe(5);
    expect(topicTotalMinutes(Number.NaN)).toBe(5);
    expect(topicTotalMinutes(-3)).toBe(5);
  });
});
