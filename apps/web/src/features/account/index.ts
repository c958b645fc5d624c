export { useUpdateUserMutation } from './api/update-user';
