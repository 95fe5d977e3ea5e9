import { DropdownMenu } from '@radix-ui/themes';
import type { ReactElement, ReactNode, Ref } from 'react';

export type DropdownMenuFrameProps = {
  trigger: ReactElement;
  triggerRef: Ref<HTMLButtonElement>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The menu's DropdownMenu.Content. */
  children: ReactNode;
};

/** The real Radix menu around a trigger; loaded on intent by LazyDropdownMenu, never eagerly. */
export default function DropdownMenuFrame({
  trigger,
  triggerRef,
  open,
  onOpenChange,
  children,
}: DropdownMenuFrameProps) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={triggerRef}>{trigger}</DropdownMenu.Trigger>
      {children}
    </DropdownMenu.Root>
  );
}
