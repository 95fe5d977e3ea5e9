import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import { useId, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { BREAKPOINT_PX, COLLAPSE_MS, RESIZE_DEBOUNCE_MS } from '../../theme/constants';
import { isPlainLeftClick, navigateOnPlainClick, type NavigateHandler } from '../navigation';
import { navbarVariants, type NavbarLayout } from './Navbar.variants';
import { useDebouncedMediaQuery } from './use-debounced-media-query';
import { useNavbarCollapse } from './use-navbar-collapse';

export type NavbarProps = {
  brand: ReactNode;
  brandHref: string;
  onNavigate?: NavigateHandler;
  /** The route menu, usually a RouteMenu. */
  menu: ReactNode;
  /** Shown at the inline end: language and user menus. */
  end: ReactNode;
  toggleLabel: string;
  navLabel: string;
  /** Overrides the viewport breakpoint (SPEC §9, 992 px); Storybook and tests use it. */
  layout?: NavbarLayout;
};

const collapseStyle = { '--sahm-collapse-duration': `${COLLAPSE_MS}ms` } as CSSProperties;

export function Navbar({
  brand,
  brandHref,
  onNavigate,
  menu,
  end,
  toggleLabel,
  navLabel,
  layout,
}: NavbarProps) {
  const isWideViewport = useDebouncedMediaQuery(
    `(min-width: ${BREAKPOINT_PX}px)`,
    RESIZE_DEBOUNCE_MS,
  );
  const resolvedLayout = layout ?? (isWideViewport ? 'wide' : 'narrow');
  const narrow = resolvedLayout === 'narrow';
  const [open, setOpen] = useNavbarCollapse(narrow);
  const collapseId = useId();

  // Capture runs before a link's own handler may preventDefault for client-side routing;
  // React events also travel through portals, so links in open dropdown menus count too.
  const closeAfterNavigation = (event: MouseEvent) => {
    if (
      event.target instanceof Element &&
      event.target.closest('a[href]') &&
      isPlainLeftClick(event)
    ) {
      setOpen(false);
    }
  };

  return (
    <header className={navbarVariants({ layout: resolvedLayout })}>
      <nav aria-label={navLabel} className="sahm-navbar__nav">
        <a
          href={brandHref}
          className="sahm-navbar__brand"
          onClick={navigateOnPlainClick(brandHref, onNavigate)}
        >
          {brand}
        </a>
        {narrow && (
          <IconButton
            variant="ghost"
            color="gray"
            size="3"
            className="sahm-navbar__toggle"
            aria-label={toggleLabel}
            aria-expanded={open}
            aria-controls={collapseId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            <HamburgerMenuIcon aria-hidden="true" width="20" height="20" />
          </IconButton>
        )}
        <div
          id={collapseId}
          className="sahm-navbar__collapse"
          data-state={!narrow || open ? 'open' : 'closed'}
          style={collapseStyle}
          onClickCapture={closeAfterNavigation}
        >
          <div className="sahm-navbar__collapse-inner">
            <div className="sahm-navbar__menu">{menu}</div>
            <div className="sahm-navbar__end">{end}</div>
          </div>
        </div>
      </nav>
    </header>
  );
}
