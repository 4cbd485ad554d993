import { useMemo } from 'react';
import { createIdChecker, type IdChecker } from '../../../shared/components/id-list-input';
import { appUserApi } from '../api';

/** An existence check for IdListInput, asking the server about each user ID once while the form is open. */
export function useUserChecker(): IdChecker {
  return useMemo(() => createIdChecker(appUserApi.unknownIds), []);
}
