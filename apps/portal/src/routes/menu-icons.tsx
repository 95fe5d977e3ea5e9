import type { ReactNode } from 'react';

/** A wrench in the 15 px, 1 px-stroke style of the Radix icons, which have none (SPEC §2). */
function WrenchIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M9.5 1.5a3.5 3.5 0 0 0-3.3 4.7L1.9 10.5a1.2 1.2 0 0 0 0 1.7l.9.9a1.2 1.2 0 0 0 1.7 0l4.3-4.3a3.5 3.5 0 0 0 4.6-4.4l-2 2-1.8-.4-.4-1.8 2-2a3.5 3.5 0 0 0-1.7-.7Z"
        stroke="currentColor"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const ICONS: Record<string, () => ReactNode> = { wrench: WrenchIcon };

/** The icon a menu entry's `iconClass` names, or nothing for names the portal doesn't draw. */
export function menuIcon(iconClass: string | null | undefined): ReactNode {
  const Icon = iconClass ? ICONS[iconClass] : undefined;
  return Icon ? <Icon /> : undefined;
}
