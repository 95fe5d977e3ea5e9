// Helpers for stories and tests of screens built with the design system.
export { showsProgress } from './busy';
