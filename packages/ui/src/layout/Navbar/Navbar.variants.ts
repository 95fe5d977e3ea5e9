import { cva, type VariantProps } from 'class-variance-authority';

export const navbarVariants = cva('sahm-navbar', {
  variants: {
    layout: {
      wide: 'sahm-navbar--wide',
      narrow: 'sahm-navbar--narrow',
    },
  },
});

export type NavbarLayout = NonNullable<VariantProps<typeof navbarVariants>['layout']>;
