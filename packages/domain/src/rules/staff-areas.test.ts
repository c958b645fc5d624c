import { describe, expect, it } from 'vitest';
import { StaffArea, StaffRole } from '../staff.ts';
import { staffAreasFor } from './staff-areas.ts';

describe('staffAreasFor', () => {
  it('opens nothing to a member', () => {
    expect(staffAreasFor([])).toEqual([]);
  });

  it('opens every area to an admin', () => {
    expect(staffAreasFor([StaffRole.Admin])).toEqual(Object.values(StaffArea));
  });

  it('opens people and purchases to support, and only the partner report to a manager', () => {
    expect(staffAreasFor([StaffRole.Support])).toEqual([StaffArea.People, StaffArea.Purchases]);
    expect(staffAreasFor([StaffRole.InstitutionManager])).toEqual([StaffArea.Partner]);
  });

  it('opens the content studio to an editor', () => {
    expect(staffAreasFor([StaffRole.Editor])).toEqual([StaffArea.Content]);
  });

  it('joins the areas of several roles once each, in menu order', () => {
    expect(staffAreasFor([StaffRole.InstitutionManager, StaffRole.Support, StaffRole.Support])).toEqual([
      StaffArea.People,
      StaffArea.Purchases,
      StaffArea.Partner,
    ]);
  });
});
