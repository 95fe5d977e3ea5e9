import { cva, type VariantProps } from 'class-variance-authority';

export const fieldVariants = cva('sahm-field', {
  variants: {
    /** `stacked`: label above the control; `inline`: control first, label beside it (checkbox). */
    layout: { stacked: 'sahm-field--stacked', inline: 'sahm-field--inline' },
  },
  defaultVariants: { layout: 'stacked' },
});

export type FieldLayout = NonNullable<VariantProps<typeof fieldVariants>['layout']>;
