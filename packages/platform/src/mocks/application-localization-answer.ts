import { HttpResponse } from 'msw';
import { abpError } from './abp-error';
import {
  buildLocalizationResources,
  type ExtraLocalizationTexts,
} from './build-application-configuration';
import { requestedCulture, type MockCultureName } from './mock-cultures';
import { mockText } from './mock-error-texts';
import { bindBooleanQuery, invalidQuery, queryValue, type QueryIssue } from './mock-query-binding';

/** What ABP answers for an exception not meant for users (AbpExceptionHandling InternalServerErrorMessage). */
const INTERNAL_ERROR_MESSAGE: Record<MockCultureName, string> = {
  en: 'An internal error occurred during your request!',
  ar: 'حدث خطأ داخلي أثناء طلبك!',
};

type Resources = ReturnType<typeof buildLocalizationResources>;

/** The sandbox has no texts changed at run time, so every text is static and left out. */
function onlyDynamicTexts(resources: Resources): Resources {
  return Object.fromEntries(
    Object.entries(resources).map(([name, resource]) => [name, { ...resource, texts: {} }]),
  );
}

/**
 * `GET /api/abp/application-localization` as ABP's AbpApplicationLocalizationAppService answers
 * it (contract §3): `cultureName` is required, a name that is no culture fails with a 500
 * (AbpException), any other culture answers, with the default culture's texts where it has none.
 * `culture` is the caller's request culture, which only the error messages use.
 */
export function applicationLocalizationAnswer(
  url: URL,
  culture: MockCultureName,
  extraTexts: ExtraLocalizationTexts = {},
): Response {
  const issues: QueryIssue[] = [];
  const cultureName = queryValue(url, 'cultureName') ?? '';
  if (cultureName.trim() === '') {
    issues.push({
      member: 'cultureName',
      message: mockText(culture, 'Required', { field: 'CultureName' }),
    });
  }
  const onlyDynamics = bindBooleanQuery(url, 'onlyDynamics', false);
  if ('issue' in onlyDynamics) issues.push(onlyDynamics.issue);
  // Both checks run before the action does, so one answer names every issue.
  if (issues.length > 0 || 'issue' in onlyDynamics) return invalidQuery(culture, issues);

  const requested = requestedCulture(cultureName);
  if (!requested) return abpError(500, INTERNAL_ERROR_MESSAGE[culture]);
  const resources = buildLocalizationResources(requested.texts, extraTexts);
  return HttpResponse.json({
    resources: onlyDynamics.value ? onlyDynamicTexts(resources) : resources,
    currentCulture: requested.currentCulture,
  });
}
