import type { TextModule } from '../../../i18n/text-module';
import * as shared from '../../shared/texts';
import * as wallet from '../texts';
import * as statement from './texts';

// A chunk of its own: the statement and its CSV writer load only when a statement is opened.
export { StatementScreen } from './StatementScreen';

/** Texts this chunk renders (payment types from the wallet's, the load error's), added on load. */
export const screenTexts: readonly TextModule[] = [statement, wallet, shared];
