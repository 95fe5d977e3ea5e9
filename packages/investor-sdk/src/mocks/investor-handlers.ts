import type { InvestorMockStore } from './investor-mock-store';
import { createEmailSettingsHandlers } from './email-settings-handlers';
import { createInvestorDesignedHandlers } from './investor-designed-handlers';
import { createInvestorSpecHandlers } from './investor-spec-handlers';
import type { InvestorHandlerOptions } from './mock-route';

/**
 * MSW handlers of every SDK call over one store, shared by Storybook, unit tests and the sandbox
 * (ADR 0003): the 23 spec calls, the designed ones and the emailing settings.
 */
export function createInvestorHandlers(store: InvestorMockStore, options: InvestorHandlerOptions) {
  return [
    ...createInvestorSpecHandlers(store, options),
    ...createInvestorDesignedHandlers(store, options),
    ...createEmailSettingsHandlers(store, options),
  ];
}
