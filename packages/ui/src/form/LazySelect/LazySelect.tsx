import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import {
  keyIntent,
  opensOnClick,
  opensOnPress,
  replayTypeAhead,
  type SelectIntent,
} from './activation';
import { preloadOnIntent } from '../../on-demand/intent';
import { DeferredSelectTrigger } from './DeferredSelectTrigger';
import type { SelectFrameProps } from './types';

export type LazySelectProps = Omit<SelectFrameProps, 'triggerRef' | 'defaultOpen'> & {
  ref?: SelectFrameProps['triggerRef'];
};

type Loaded = { Frame: ComponentType<SelectFrameProps>; opensList: boolean };

// One chunk for Radix's select stack, shared by every select.
const loadFrame = () => import('./SelectFrame').then((module) => module.default);

/**
 * A Radix Themes select that keeps Radix's select modules out of the page's load: until the user
 * shows intent it renders the closed trigger as Radix would, starts loading on pointer enter, focus
 * or touch, and on activation (mouse press, tap, an opening key, type-ahead) swaps in the real
 * select, open if the user opened it, with the typed keys replayed. From then on it is the Radix
 * Select.
 */
export function LazySelect({
  ref,
  size = '2',
  options,
  value,
  onValueChange,
  onOpenChange,
  name,
  disabled,
  placeholder,
  ...triggerAttributes
}: LazySelectProps) {
  const [loaded, setLoaded] = useState<Loaded>();
  const loading = useRef(false);
  const opening = useRef(false);
  const typedKeys = useRef<string[]>([]);
  const lastPointerType = useRef('touch');
  const focusedAtSwap = useRef(false);
  const triggerNode = useRef<HTMLButtonElement>(null);
  const triggerRef = useCallback(
    (node: HTMLButtonElement | null) => {
      triggerNode.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );

  // Before paint: the trigger that held focus was replaced, the real one takes it over.
  useLayoutEffect(() => {
    if (loaded && focusedAtSwap.current) triggerNode.current?.focus();
  }, [loaded]);

  // After Radix's items have registered (a later task than its own effects), so keys find them.
  useEffect(() => {
    if (!loaded || typedKeys.current.length === 0) return;
    const timer = setTimeout(() => {
      const keys = typedKeys.current;
      typedKeys.current = [];
      if (triggerNode.current) replayTypeAhead(triggerNode.current, keys);
    });
    return () => clearTimeout(timer);
  }, [loaded]);

  if (loaded) {
    const shown = { options, value, size, name, disabled, placeholder, ...triggerAttributes };
    return (
      <loaded.Frame
        {...shown}
        onValueChange={onValueChange}
        onOpenChange={onOpenChange}
        defaultOpen={loaded.opensList}
        triggerRef={triggerRef}
      />
    );
  }

  // A failed preload is retried by the next intent; a failed activation drops what was asked.
  const preload = () => void loadFrame().catch(() => undefined);
  const activate = (intent: SelectIntent | undefined) => {
    // Once the list is asked for, later keys belong to it, not to the trigger. Radix's disabled
    // trigger ignores everything, and defaultOpen would not: the deferred one checks first.
    if (!intent || opening.current || disabled) return;
    if (intent.kind === 'open') opening.current = true;
    else typedKeys.current.push(intent.key);
    if (loading.current) return;
    loading.current = true;
    loadFrame().then(
      (Frame) => {
        focusedAtSwap.current = document.activeElement === triggerNode.current;
        setLoaded({ Frame, opensList: opening.current });
      },
      () => {
        loading.current = false;
        opening.current = false;
        typedKeys.current = [];
      },
    );
  };

  return (
    <>
      <DeferredSelectTrigger
        {...triggerAttributes}
        options={options}
        value={value}
        size={size}
        disabled={disabled}
        placeholder={placeholder}
        ref={triggerRef}
        {...preloadOnIntent(preload)}
        onPointerDown={(event) => {
          lastPointerType.current = event.pointerType;
          if (!opensOnPress(event)) return;
          // As Radix does: the press does not focus the trigger, the opening list takes focus.
          event.preventDefault();
          activate({ kind: 'open' });
        }}
        onClick={(event) => {
          // As Radix does: a click focuses the trigger (which scrolls it into view).
          event.currentTarget.focus();
          if (opensOnClick(lastPointerType.current)) activate({ kind: 'open' });
        }}
        onKeyDown={(event) => {
          const intent = keyIntent(event, typedKeys.current.length > 0);
          // As Radix does: an opening key neither scrolls the page nor clicks.
          if (intent?.kind === 'open') event.preventDefault();
          activate(intent);
        }}
      />
      {/* Radix submits the value through a hidden native select inside forms; so does this. */}
      {name !== undefined && (
        <input type="hidden" name={name} value={value ?? ''} disabled={disabled} />
      )}
    </>
  );
}
