import type { TextModule } from '../../i18n/text-module';
import * as shared from '../shared/texts';
import * as identity from './identity/texts';
import * as settings from './settings/texts';
import * as tenants from './tenants/texts';

/**
 * Every administration text, for Storybook (i18n/all-texts). Each screen's chunk adds only the
 * modules it renders (its `screenTexts`), so one screen does not carry the others' words.
 */
export const adminTexts: readonly TextModule[] = [identity, tenants, settings, shared];
