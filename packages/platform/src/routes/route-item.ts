/** A route or menu entry, flat, linked to its parent by name (SPEC §3). */
export interface RouteItem {
  name: string;
  parentName?: string | null;
  path?: string | null;
  order?: number | null;
  invisible?: boolean;
  requiredPolicy?: string | null;
  iconClass?: string | null;
}

/** A visible, granted entry with its visible children, sorted. */
export interface MenuItem extends RouteItem {
  children: MenuItem[];
}
