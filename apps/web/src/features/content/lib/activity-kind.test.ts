import { describe, expect, it } from 'vitest';
import { ActivityType } from '@innerway/domain';
import { activityKind } from './activity-kind';

describe('activityKind', () => {
  it("names each activity_type as the spec's screens do", () => {
    expect(activityKind(ActivityType.Activity)).toBe('activity');
    expect(activityKind(ActivityType.Meditation)).toBe('meditation');
    expect(activityKind(ActivityType.Journaling)).toBe('journaling');
  });

  it('reads a type it does not know as a plain activity', () => {
    expect(activityKind(9)).toBe('activity');
  });
});
