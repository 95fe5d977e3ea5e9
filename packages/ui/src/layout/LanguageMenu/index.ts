export { LanguageMenu } from './LanguageMenu';
export type { Language, LanguageMenuProps } from './LanguageMenu';
