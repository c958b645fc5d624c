import { describe, expect, it } from 'vitest';
import { chooseDashboardPopup } from './choose-popup';

const today = new Date(2025, 0, 31, 12);
const person = (tutorial_offer_status: string, age_survey_status: string, institution_id: number | null = 4) => ({
  tutorial_offer_status,
  age_survey_status,
  institution_id,
});

describe('chooseDashboardPopup', () => {
  it('offers the tutorial first, whenever it is due', () => {
    expect(chooseDashboardPopup(person('NotYetOffered', 'NOT_YET_OFFERED'), today)).toBe('tutorialOffer');
    expect(chooseDashboardPopup(person('Offered_23012025', 'NOT_YET_OFFERED'), today)).toBe('tutorialOffer'); // 8 days
  });

  it('asks the age survey when the offer is not due, of people linked to an institution only', () => {
    expect(chooseDashboardPopup(person('Offered_24012025', 'NOT_YET_OFFERED'), today)).toBe('ageSurvey'); // offer 7 days ago
    expect(chooseDashboardPopup(person('Completed', 'OFFERED_01232025'), today)).toBe('ageSurvey'); // survey 8 days ago
    expect(chooseDashboardPopup(person('Completed', 'NOT_YET_OFFERED', null), today)).toBeNull();
  });

  it('shows nothing once both are answered, not applicable or recently offered', () => {
    expect(chooseDashboardPopup(person('Completed', 'COMPLETED'), today)).toBeNull();
    expect(chooseDashboardPopup(person('NotApplicable', 'NOT_APPLICABLE'), today)).toBeNull();
    expect(chooseDashboardPopup(person('Offered_25012025', 'OFFERED_01252025'), today)).toBeNull(); // 6 days
  });
});
