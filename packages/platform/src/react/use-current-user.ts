import { useMemo } from 'react';
import { createCurrentUser, type CurrentUser } from '../permissions/current-user';
import { useApplicationConfiguration } from './use-application-configuration';

export function useCurrentUser(): CurrentUser {
  const config = useApplicationConfiguration();
  return useMemo(() => createCurrentUser(config), [config]);
}
