import { Slot } from 'radix-ui';
import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { preloadOnIntent } from '../on-demand/intent';
import { onDemand, type OnDemand } from '../on-demand/on-demand';
import { keyActivation, pointerActivation, replayActivation, type Activation } from './activation';
import type { DropdownMenuFrameProps } from './DropdownMenuFrame';

/** A module whose default export renders a DropdownMenu.Content from its props. */
export type MenuContentModule<P> = { default: ComponentType<P> };

export type LazyDropdownMenuProps<P> = {
  /** The trigger's look, e.g. a Themes Button ending in a MenuTriggerIcon; the same when closed. */
  trigger: ReactElement;
  /** The menu's content module, at module level: `onDemand(() => import('./UserMenuItems'))`. */
  content: OnDemand<MenuContentModule<P>>;
  contentProps: P;
  /** Controls the Radix menu once it is in; until the first activation the menu is closed. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

type Loaded<P> = {
  Frame: ComponentType<DropdownMenuFrameProps>;
  Content: ComponentType<P>;
};

// One chunk for Radix's menu stack, shared by every menu, next to each menu's own content chunk.
const frameCode = onDemand(() => import('./DropdownMenuFrame'));

async function loadMenu<P>(content: OnDemand<MenuContentModule<P>>): Promise<Loaded<P>> {
  const [frame, items] = await Promise.all([frameCode.load(), content.load()]);
  return { Frame: frame.default, Content: items.default };
}

// Radix's trigger is a button of this type; Slot types its props for any element, hence a spread.
const buttonType = { type: 'button' } as const;

/**
 * A dropdown menu that keeps Radix's menu modules out of the first load: while closed it renders
 * its trigger with the attributes Radix would give it, starts loading on pointer enter, focus or
 * touch, and on activation (pointer down, Enter, Space, ArrowDown) swaps in the real Radix menu and
 * replays the activation on it. From then on it is the Radix DropdownMenu.
 */
export function LazyDropdownMenu<P extends object>({
  trigger,
  content,
  contentProps,
  open,
  onOpenChange,
}: LazyDropdownMenuProps<P>) {
  const [loaded, setLoaded] = useState<Loaded<P>>();
  const pendingActivation = useRef<Activation>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Runs after the Radix root's own effects, so its keyboard tracking listens to the replay.
  useEffect(() => {
    const activation = pendingActivation.current;
    if (!loaded || !activation || !triggerRef.current) return;
    pendingActivation.current = undefined;
    replayActivation(triggerRef.current, activation);
  }, [loaded]);

  if (loaded) {
    const { Frame, Content } = loaded;
    return (
      <Frame trigger={trigger} triggerRef={triggerRef} open={open} onOpenChange={onOpenChange}>
        <Content {...contentProps} />
      </Frame>
    );
  }

  // A failed preload is retried by the next intent; a failed activation leaves the menu closed.
  const preload = () => void loadMenu(content).catch(() => undefined);
  const activate = (activation: Activation | undefined) => {
    if (!activation) return false;
    pendingActivation.current = activation;
    void loadMenu(content).then(setLoaded, () => {
      pendingActivation.current = undefined;
    });
    return true;
  };

  return (
    <Slot.Root
      {...buttonType}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...preloadOnIntent(preload)}
      onPointerDown={(event) => {
        // As Radix does: the trigger does not take focus, so the opening menu gets it.
        if (activate(pointerActivation(event))) event.preventDefault();
      }}
      onKeyDown={(event) => {
        // As Radix does: no page scroll, no click from Enter or Space.
        if (activate(keyActivation(event))) event.preventDefault();
      }}
    >
      {trigger}
    </Slot.Root>
  );
}
