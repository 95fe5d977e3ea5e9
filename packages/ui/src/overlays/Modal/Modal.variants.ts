import { cva, type VariantProps } from 'class-variance-authority';

export const modalVariants = cva('sahm-dialog sahm-modal', {
  variants: {
    size: {
      sm: 'sahm-modal--sm',
      md: 'sahm-modal--md',
      lg: 'sahm-modal--lg',
    },
  },
  // SPEC §2: medium.
  defaultVariants: { size: 'md' },
});

export type ModalSize = NonNullable<VariantProps<typeof modalVariants>['size']>;
