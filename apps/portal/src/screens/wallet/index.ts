import type { TextModule } from '../../i18n/text-module';
import * as investment from '../investment/texts';
import * as wallet from './texts';

export { WalletScreen } from './WalletScreen';

/** Texts this chunk renders (its lists reuse the investment screen's parts), added when it loads. */
export const screenTexts: readonly TextModule[] = [wallet, investment];
