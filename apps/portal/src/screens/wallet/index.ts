import type { TextModule } from '../../i18n/text-module';
import * as shared from '../shared/texts';
import * as wallet from './texts';

export { WalletScreen } from './WalletScreen';

/** Texts this chunk renders (the shared pager and load error), added when it loads. */
export const screenTexts: readonly TextModule[] = [wallet, shared];
