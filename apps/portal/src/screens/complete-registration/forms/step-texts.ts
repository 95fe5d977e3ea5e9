import type { TextModule } from '../../../i18n/text-module';
import * as experience from '../../../forms/investor/experience-texts';
import * as generalInfo from '../../../forms/investor/general-info-texts';
import * as phone from './phone-texts';
import * as risk from './risk-texts';
import * as terms from './terms-texts';

/**
 * Every step's words, for what shows them all (Storybook, the story texts). The wizard never
 * imports this: each step brings its own (ADR 0248).
 */
export const STEP_TEXTS: readonly TextModule[] = [generalInfo, experience, risk, phone, terms];
