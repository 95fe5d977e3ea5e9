import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_CONFIGURATION_QUERY_KEY,
  APPLICATION_LOCALIZATION_QUERY_KEY,
} from '@sahm/platform';
import {
  readRegistrationDraft,
  saveRegistrationDraftStep,
} from '../screens/complete-registration/registration-draft';
import { forgetSignedInPerson } from './forget-signed-in-person';

describe('forgetSignedInPerson', () => {
  it('drops every registration draft and every cached answer but the configuration and texts', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(APPLICATION_CONFIGURATION_QUERY_KEY, { currentUser: {} });
    queryClient.setQueryData([...APPLICATION_LOCALIZATION_QUERY_KEY, 'ar'], { resources: {} });
    queryClient.setQueryData(['investor', 'wallet'], { balance: 50_000 });
    queryClient.setQueryData(['identity', 'users', { skipCount: 0 }], { items: [] });
    saveRegistrationDraftStep('user-1', 'Identity', { nationalId: '1000000008' });
    localStorage.setItem('currentLang', 'en');

    forgetSignedInPerson(queryClient);

    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([APPLICATION_CONFIGURATION_QUERY_KEY, [...APPLICATION_LOCALIZATION_QUERY_KEY, 'ar']]);
    expect(Object.keys(localStorage)).toEqual(['currentLang']);
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(readRegistrationDraft('user-1')).toEqual({});
  });
});
