import { describe, expect, it } from 'vitest';
import { dashboardSubtitle, DashboardSubtitleText } from './dashboard-subtitle';

describe('dashboardSubtitle', () => {
  it("asks 'Ready to keep going?' once any topic is above 0", () => {
    expect(DashboardSubtitleText[dashboardSubtitle([0, 0, 1, 0])]).toBe('Ready to keep going?');
    expect(dashboardSubtitle([100])).toBe('keepGoing');
  });

  it("asks 'Ready to get started?' when every topic is at 0 or there are none", () => {
    expect(DashboardSubtitleText[dashboardSubtitle([0, 0, 0])]).toBe('Ready to get started?');
    expect(dashboardSubtitle([])).toBe('getStarted');
  });
});
