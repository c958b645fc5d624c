export { useStaffMe } from './api/staff-me';
export { StaffShell } from './components/staff-shell';
export { MemberPageLink } from './components/member-page-link';
