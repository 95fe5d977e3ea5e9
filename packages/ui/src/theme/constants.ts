// SPEC §9 Business constants and limits.
export const BREAKPOINT_PX = 992;
export const COLLAPSE_MS = 350;
export const TOAST_LIFE_MS = 5000;
export const TOAST_WIDTH_PX = 350;
export const TOAST_OFFSET_PX = 30;
export const SUBMENU_MAX_WIDTH_PX = 210;

// SPEC §2 Layouts and overlays.
export const TOAST_MESSAGE_MAX_WIDTH_PX = 240;
export const LOADING_BOX_RADIUS_PX = 3;
