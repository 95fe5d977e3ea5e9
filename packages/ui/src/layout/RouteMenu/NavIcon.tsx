import type { ReactNode } from 'react';

export function NavIcon({ icon }: { icon: ReactNode }) {
  if (!icon) return null;
  return (
    <span className="sahm-nav-icon" aria-hidden="true">
      {icon}
    </span>
  );
}
