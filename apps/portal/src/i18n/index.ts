import * as forms from '../forms/texts';
import * as home from '../screens/home/texts';
import * as shell from './shell-texts';
import { portalTexts } from './text-module';

/**
 * The texts every start needs (shell, Home, the form kit), resource Sahm, per culture: a base
 * layer under the server's localization (docs/adr/0041-portal-texts.md). A lazily loaded screen
 * brings its own with its chunk (`screenTexts` in its index, ADR 0044).
 */
export const PORTAL_TEXTS = portalTexts([shell, forms, home]);
