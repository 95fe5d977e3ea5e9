import type { TextModule } from '../../i18n/text-module';
import * as investment from '../investment/texts';
import * as identity from './identity/texts';
import * as settings from './settings/texts';
import * as tenants from './tenants/texts';

/** The administration screens share dialogs and load-error parts, so they share their texts. */
export const adminTexts: readonly TextModule[] = [identity, tenants, settings, investment];
