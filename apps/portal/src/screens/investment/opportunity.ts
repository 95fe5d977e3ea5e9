import type { TextModule } from '../../i18n/text-module';
import * as forms from '../../forms/texts';
import * as shared from '../shared/texts';
import * as investment from './texts';

// A chunk of its own: the opportunity page renders the subscribe form at once, the list does not.
export { OpportunityScreen } from './OpportunityScreen';

/** Texts this chunk renders, added when it loads. */
export const screenTexts: readonly TextModule[] = [investment, shared, forms];
