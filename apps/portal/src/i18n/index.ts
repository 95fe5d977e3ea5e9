import * as home from '../screens/home/texts';
import * as shell from './shell-texts';
import { portalTexts } from './text-module';

/**
 * The texts every start needs (shell, Home), resource Sahm, per culture: a base layer under the
 * server's localization (docs/adr/0041-portal-texts.md). A lazily loaded screen brings its own
 * with its chunk (`screenTexts` in its index), the form kit's among them when it has forms.
 */
export const PORTAL_TEXTS = portalTexts([shell, home]);
