import { Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { useLocalization } from '@sahm/platform';
import { formatNumber } from '../../../format/format';
import {
  groupSelection,
  isReadOnly,
  type GrantingProvider,
  type Grants,
  type PermissionGroupNodes,
  type PermissionNode,
} from './permission-tree';
import { SelectionCheckbox } from './SelectionCheckbox';

const P = (key: string) => `::Identity:Permissions:${key}`;

/** "Granted by the role admin": who else grants a read-only permission. */
function useGrantedByText() {
  const { t, language } = useLocalization();
  return (providers: readonly GrantingProvider[]) => {
    const roles = providers.filter((provider) => provider.providerName === 'R');
    const others = providers.filter((provider) => provider.providerName !== 'R');
    const parts = others.map((provider) =>
      provider.providerName === 'U'
        ? t(P('GrantedByUser'))
        : t(P('GrantedByOther'), provider.providerName, provider.providerKey),
    );
    if (roles.length > 0) {
      const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(
        roles.map((role) => role.providerKey),
      );
      parts.unshift(t(P('GrantedByRole'), names));
    }
    return parts.join(' · ');
  };
}

function PermissionRow({
  id,
  node,
  granted,
  disabled,
  onToggle,
}: {
  id: string;
  node: PermissionNode;
  granted: boolean;
  disabled: boolean;
  onToggle: (name: string, granted: boolean) => void;
}) {
  const grantedBy = useGrantedByText();
  const readOnly = isReadOnly(node);
  return (
    <Flex
      asChild
      direction="column"
      gap="1"
      style={{ paddingInlineStart: `calc(${node.depth} * var(--space-5))` }}
    >
      <li>
        <Flex align="center" gap="2">
          <Checkbox
            id={id}
            checked={granted || readOnly}
            disabled={disabled || readOnly}
            aria-describedby={readOnly ? `${id}-source` : undefined}
            onCheckedChange={(checked) => onToggle(node.name, checked === true)}
          />
          <Text as="label" htmlFor={id} size="2" color={readOnly ? 'gray' : undefined}>
            {node.displayName}
          </Text>
        </Flex>
        {readOnly && (
          <Text
            id={`${id}-source`}
            size="1"
            color="gray"
            style={{ paddingInlineStart: 'var(--space-5)' }}
          >
            {grantedBy(node.grantedElsewhere)}
          </Text>
        )}
      </li>
    </Flex>
  );
}

/** One permission group: its heading, how many are granted, "select all" and the tree. */
export function PermissionGroupSection({
  id,
  group,
  grants,
  disabled,
  onSelectAll,
  onToggle,
}: {
  id: string;
  group: PermissionGroupNodes;
  grants: Grants;
  disabled: boolean;
  onSelectAll: (granted: boolean) => void;
  onToggle: (name: string, granted: boolean) => void;
}) {
  const { t, language } = useLocalization();
  const granted = group.nodes.filter((node) => grants[node.name] === true).length;
  return (
    <Flex asChild direction="column" gap="3">
      <section aria-labelledby={`${id}-title`}>
        <Flex align="baseline" justify="between" gap="3" wrap="wrap">
          <Heading as="h2" size="3" id={`${id}-title`}>
            {group.displayName}
          </Heading>
          <Text size="1" color="gray" className="sahm-tabular-nums">
            {t(
              P('GrantedCount'),
              formatNumber(granted, language),
              formatNumber(group.nodes.length, language),
            )}
          </Text>
        </Flex>
        <SelectionCheckbox
          id={`${id}-all`}
          label={t(P('SelectAll'))}
          accessibleLabel={t(P('SelectAllIn'), group.displayName)}
          selection={groupSelection(grants, group)}
          disabled={disabled}
          onChange={onSelectAll}
        />
        <Flex asChild direction="column" gap="2" m="0" p="0">
          <ul style={{ listStyle: 'none' }} aria-labelledby={`${id}-title`}>
            {group.nodes.map((node, index) => (
              <PermissionRow
                key={node.name}
                id={`${id}-${index}`}
                node={node}
                granted={grants[node.name] === true}
                disabled={disabled}
                onToggle={onToggle}
              />
            ))}
          </ul>
        </Flex>
      </section>
    </Flex>
  );
}
