import { Card, Flex, Link, Text } from '@radix-ui/themes';
import { useState } from 'react';
import {
  TenantSwitchDialog,
  type TenantSwitchDialogProps,
} from '../../overlays/TenantSwitchDialog';

export type TenantBoxProps = {
  /** The portal decides: multi-tenancy on, the route does not hide it, tenant not from the host name. */
  visible: boolean;
  label: string;
  /** The current tenant; empty or absent shows `notSelectedLabel`. */
  tenantName?: string;
  notSelectedLabel: string;
  switchLabel: string;
  /** The Switch Tenant dialog's texts and save action. */
  dialog: Omit<TenantSwitchDialogProps, 'open' | 'onClose' | 'currentName'>;
};

export function TenantBox({
  visible,
  label,
  tenantName,
  notSelectedLabel,
  switchLabel,
  dialog,
}: TenantBoxProps) {
  const [switching, setSwitching] = useState(false);
  if (!visible) return null;
  return (
    <Card size="2">
      <Flex align="center" justify="between" gap="3">
        <Flex direction="column">
          <Text size="1" color="gray">
            {label}
          </Text>
          <Text size="3" weight="medium" className="sahm-tenant-box__name">
            {tenantName || notSelectedLabel}
          </Text>
        </Flex>
        {/* It opens a dialog, so it is a button, styled as the spec's link. */}
        <Link asChild size="2" weight="medium" highContrast>
          <button type="button" onClick={() => setSwitching(true)}>
            {switchLabel}
          </button>
        </Link>
      </Flex>
      <TenantSwitchDialog
        {...dialog}
        open={switching}
        onClose={() => setSwitching(false)}
        currentName={tenantName ?? ''}
      />
    </Card>
  );
}
