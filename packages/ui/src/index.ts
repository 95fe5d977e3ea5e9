export { ThemeProvider } from './theme/ThemeProvider';
export type { Appearance, Direction, ThemeProviderProps } from './theme/ThemeProvider';

export { LoadingOverlay } from './feedback/LoadingOverlay';
export type { LoadingOverlayProps } from './feedback/LoadingOverlay';
export { Toaster, clearToasts, dismissToast, showToast } from './feedback/Toaster';
export type { ToasterProps, ToastId, ToastOptions, ToastSeverity } from './feedback/Toaster';

export { ErrorScreen } from './overlays/ErrorScreen';
export type { ErrorScreenProps } from './overlays/ErrorScreen';

export type { NavigateHandler, NavItem } from './layout/navigation';
export { ApplicationLayout } from './layout/ApplicationLayout';
export type { ApplicationLayoutProps } from './layout/ApplicationLayout';
export { Breadcrumb } from './layout/Breadcrumb';
export type { BreadcrumbItem, BreadcrumbProps } from './layout/Breadcrumb';
export { LanguageMenu } from './layout/LanguageMenu';
export type { Language, LanguageMenuProps } from './layout/LanguageMenu';
export { Logo } from './layout/Logo';
export type { LogoProps } from './layout/Logo';
export { Navbar } from './layout/Navbar';
export type { NavbarLayout, NavbarProps } from './layout/Navbar';
export { RouteMenu } from './layout/RouteMenu';
export type { RouteMenuProps } from './layout/RouteMenu';
export { UserMenu } from './layout/UserMenu';
export type {
  AnonymousUserMenuProps,
  AuthenticatedUserMenuProps,
  UserMenuProps,
} from './layout/UserMenu';
