import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_CONFIGURATION_QUERY_KEY,
  APPLICATION_LOCALIZATION_QUERY_KEY,
} from '@sahm/platform';
import { REGISTRATION_DRAFT_PREFIX } from '../screens/complete-registration/registration-draft';
import { forgetSignedInPerson } from './forget-signed-in-person';

describe('forgetSignedInPerson', () => {
  it('drops every registration draft and every cached answer but the configuration and texts', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(APPLICATION_CONFIGURATION_QUERY_KEY, { currentUser: {} });
    queryClient.setQueryData([...APPLICATION_LOCALIZATION_QUERY_KEY, 'ar'], { resources: {} });
    queryClient.setQueryData(['investor', 'wallet'], { balance: 50_000 });
    queryClient.setQueryData(['identity', 'users', { skipCount: 0 }], { items: [] });
    localStorage.setItem(`${REGISTRATION_DRAFT_PREFIX}user-1`, '{"Identity":{}}');
    localStorage.setItem(`${REGISTRATION_DRAFT_PREFIX}user-2`, '{}');
    localStorage.setItem('currentLang', 'en');

    forgetSignedInPerson(queryClient);

    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([APPLICATION_CONFIGURATION_QUERY_KEY, [...APPLICATION_LOCALIZATION_QUERY_KEY, 'ar']]);
    expect(Object.keys(localStorage)).toEqual(['currentLang']);
  });
});
