export { ThemeProvider } from './theme/ThemeProvider';
export type { Appearance, Direction, ThemeProviderProps } from './theme/ThemeProvider';

export { LoadingOverlay } from './feedback/LoadingOverlay';
export type { LoadingOverlayProps } from './feedback/LoadingOverlay';
export { Toaster, clearToasts, dismissToast, showToast } from './feedback/Toaster';
/** The one way to load code later (docs/code-splitting.md): on an action, and when idle. */
export { onDemand, useOnDemand } from './on-demand/on-demand';
export type { OnDemand } from './on-demand/on-demand';
export { prefetchFeedback } from './on-demand/prefetch-feedback';
export type { ToasterProps, ToastId, ToastOptions, ToastSeverity } from './feedback/Toaster';
export {
  Confirmation,
  ConfirmationHost,
  confirmationStore,
  createConfirmationStore,
  useConfirmation,
} from './feedback/Confirmation';
export type {
  ActiveConfirmation,
  ConfirmationHostProps,
  ConfirmationOptions,
  ConfirmationOutcome,
  ConfirmationProps,
  ConfirmationRequest,
  ConfirmationSeverity,
  ConfirmationStore,
} from './feedback/Confirmation';
export { PageAlerts } from './feedback/PageAlerts';
export type { PageAlert, PageAlertsProps, PageAlertType } from './feedback/PageAlerts';

export { ErrorScreen } from './overlays/ErrorScreen';
export type { ErrorScreenProps } from './overlays/ErrorScreen';
export { Modal } from './overlays/Modal';
export type { ModalProps, ModalSize, UnsavedChangesWarning } from './overlays/Modal';
export { IdleSessionDialog, formatCountdown, useCountdown } from './overlays/IdleSessionDialog';
export type { IdleSessionDialogProps } from './overlays/IdleSessionDialog';
export { TenantSwitchDialog } from './overlays/TenantSwitchDialog';
export type { TenantSwitchDialogProps } from './overlays/TenantSwitchDialog';

export type { NavigateHandler, NavItem } from './layout/navigation';
export { ApplicationLayout } from './layout/ApplicationLayout';
export type { ApplicationLayoutProps } from './layout/ApplicationLayout';
export { AccountLayout } from './layout/AccountLayout';
export type { AccountLayoutProps, LocalLoginDisabledWarning } from './layout/AccountLayout';
export { EmptyLayout } from './layout/EmptyLayout';
export type { EmptyLayoutProps } from './layout/EmptyLayout';
export { TenantBox } from './layout/TenantBox';
export type { TenantBoxProps } from './layout/TenantBox';
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
export { Tabs } from './layout/Tabs';
export type { TabItem, TabsProps } from './layout/Tabs';
export { UserMenu } from './layout/UserMenu';
export type {
  AnonymousUserMenuProps,
  AuthenticatedUserMenuProps,
  UserMenuProps,
} from './layout/UserMenu';

export {
  CheckboxInput,
  DATE_MINIMUMS,
  DEFAULT_DATE_PATTERN,
  DateInput,
  ENTER_SUBMIT_DEBOUNCE_MS,
  Field,
  Form,
  FormActions,
  NumberInput,
  RadioGroupInput,
  SelectInput,
  TextArea,
  TextInput,
  dateInputValueFromIso,
  enterSubmitsFrom,
  formatDateText,
  gregorianDateInputValue,
  parseDateText,
  switchDateCalendar,
  toWesternDigits,
  useEnterToSubmit,
  useFieldControl,
  useFieldLabelId,
} from './form';
export type {
  CalendarSystem,
  CheckboxInputProps,
  DateInputLabels,
  DateInputProps,
  DateInputValue,
  FieldLayout,
  FieldProps,
  FormActionsProps,
  FormProps,
  NumberInputProps,
  ParsedDate,
  RadioGroupInputProps,
  SelectInputProps,
  SelectOption,
  TextAreaProps,
  TextInputProps,
} from './form';

export { DataTable, ListToolbar, Pager, RowActionsMenu, SearchField } from './data';
export type {
  CardHeadingLevel,
  DataTableAlign,
  DataTableColumn,
  DataTableError,
  DataTableLayout,
  DataTablePriority,
  DataTableProps,
  DataTableSorting,
  DataTableState,
  ListToolbarProps,
  PagerProps,
  RowAction,
  RowActionsMenuProps,
  RowActionTone,
  SearchFieldProps,
} from './data';

/** The inventory's shape, for the portal's screens (scripts/check-inventory.mjs). */
export type { Inventory, InventoryEntry } from './inventory';
