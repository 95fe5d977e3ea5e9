import type { TextModule } from '../../i18n/text-module';
import * as shared from '../shared/texts';
import * as investment from './texts';

// A chunk of its own: a receipt is opened after subscribing or from a bookmark, not with the list.
export { SubscriptionReceiptScreen } from './SubscriptionReceiptScreen';

/** Texts this chunk renders, added when it loads. */
export const screenTexts: readonly TextModule[] = [investment, shared];
