import { StaffArea, StaffRole, type TStaffArea, type TStaffRole } from '../staff.ts';

const areasOfRole: Record<TStaffRole, readonly TStaffArea[]> = {
  [StaffRole.Admin]: Object.values(StaffArea),
  [StaffRole.Editor]: [StaffArea.Content],
  [StaffRole.Support]: [StaffArea.People, StaffArea.Purchases],
  [StaffRole.InstitutionManager]: [StaffArea.Partner],
};

/**
 * The staff areas a person with these roles may open, in the order the staff menu lists them.
 * The server guards each area's routes with it and the screens draw their menu from it.
 */
export function staffAreasFor(roles: readonly TStaffRole[]): TStaffArea[] {
  const open = new Set(roles.flatMap((role) => areasOfRole[role]));
  return Object.values(StaffArea).filter((area) => open.has(area));
}
