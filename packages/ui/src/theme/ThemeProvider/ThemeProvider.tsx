import { Theme } from '@radix-ui/themes';
import { Direction as RadixDirection } from 'radix-ui';
import type { ReactNode } from 'react';

export type Direction = 'rtl' | 'ltr';

export type Appearance = 'light' | 'dark';

export type ThemeProviderProps = {
  direction: Direction;
  appearance?: Appearance;
  children: ReactNode;
};

export function ThemeProvider({ direction, appearance, children }: ThemeProviderProps) {
  return (
    // Theme's props leave out `dir`, so it goes on the element Theme renders as.
    <Theme
      asChild
      accentColor="jade"
      grayColor="sage"
      radius="medium"
      scaling="100%"
      appearance={appearance}
    >
      <div dir={direction}>
        {/* Inside Theme: the root Theme sets its own left-to-right provider. */}
        <RadixDirection.Provider dir={direction}>{children}</RadixDirection.Provider>
      </div>
    </Theme>
  );
}
