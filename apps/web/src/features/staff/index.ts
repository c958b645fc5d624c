export { useStaffMe } from './api/staff-me';
export { StaffShell } from './components/staff-shell';
