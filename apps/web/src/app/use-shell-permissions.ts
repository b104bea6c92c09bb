import { useUserDetails } from '../features/session/api/get-user-details';
import { useUserGroup } from '../features/user-group/api/get-user-group';
import { shellPermissions, type ShellPermissions } from './shell-permissions';

export function useShellPermissions(): ShellPermissions {
  const { data: user } = useUserDetails();
  const { data: group } = useUserGroup();
  return shellPermissions(user, group);
}
