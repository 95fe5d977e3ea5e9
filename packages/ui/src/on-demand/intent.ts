/**
 * The gestures that announce a deferred control is about to be used (the pointer reaching it,
 * focus, a touch): its module is fetched then, so it is usually in by the time the control is
 * activated. Spread on the control's element.
 */
export function preloadOnIntent(preload: () => void) {
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
