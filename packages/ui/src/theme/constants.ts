// SPEC §9 Business constants and limits.
export const BREAKPOINT_PX = 992;
export const COLLAPSE_MS = 350;
export const TOAST_LIFE_MS = 5000;
export const TOAST_WIDTH_PX = 350;
export const TOAST_OFFSET_PX = 30;
export const SUBMENU_MAX_WIDTH_PX = 210;
// SPEC §9, as ABP's LayoutService: the width is read 150 ms after the last resize, and a navbar that
// has just become narrow shows its menu and folds it 100 ms later.
export const RESIZE_DEBOUNCE_MS = 150;
export const NAVBAR_RECOLLAPSE_MS = 100;

// SPEC §2 Layouts and overlays.
export const TOAST_MESSAGE_MAX_WIDTH_PX = 240;
export const LOADING_BOX_RADIUS_PX = 3;

// SPEC §2 and §9: confirmation width; under 500 px viewports it is 90vw, which `min()` gives exactly.
export const CONFIRMATION_WIDTH_PX = 450;
export const CONFIRMATION_MAX_WIDTH = '90vw';
// SPEC §9: a second Escape within this window is ignored, so a double press cannot close two layers.
export const ESCAPE_DEBOUNCE_MS = 150;
// SPEC §4: the idle countdown ticks each second.
export const COUNTDOWN_TICK_MS = 1000;
