// The editors' chunk (`../lazy-editors.ts`): opened by an action, apart from the screen.
export { ExperienceEditor } from './ExperienceEditor';
export { GeneralInfoEditor } from './GeneralInfoEditor';
export { RiskEditor } from './RiskEditor';
