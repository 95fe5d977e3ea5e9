export { ThemeProvider } from './ThemeProvider';
export type { Appearance, Direction, ThemeProviderProps } from './ThemeProvider';
