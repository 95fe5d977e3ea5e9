import { Card, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { useState, type ComponentType } from 'react';
import { useLocalization, usePolicyChecker } from '@sahm/platform';
import { visibleSettingTabs, type SettingTabId } from '../../../routes/settings-menu';
import { EmailSettingsTab } from './EmailSettingsTab';

const S = (key: string) => `::Settings:${key}`;

/** Each tab's title key and content. */
const TAB_CONTENT: Record<SettingTabId, { titleKey: string; Content: ComponentType }> = {
  emailing: { titleKey: S('Emailing'), Content: EmailSettingsTab },
};

/** SPEC §2 route `/setting-management`: the settings groups the user may manage, as tabs. */
export function SettingsScreen() {
  const { t } = useLocalization();
  const isGranted = usePolicyChecker();
  const tabs = visibleSettingTabs(isGranted);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const active = tabs.find((tab) => tab === selected) ?? tabs[0];

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Heading as="h1" size="7">
          {t(S('Title'))}
        </Heading>
        <Text as="p" color="gray">
          {t(S('Intro'))}
        </Text>
      </Flex>
      {active === undefined ? (
        <Card size="3" variant="surface">
          <Flex direction="column" gap="2">
            <Heading as="h2" size="4">
              {t(S('NoTabsTitle'))}
            </Heading>
            <Text as="p" color="gray">
              {t(S('NoTabsMessage'))}
            </Text>
          </Flex>
        </Card>
      ) : (
        <Tabs.Root value={active} onValueChange={setSelected}>
          <Tabs.List aria-label={t(S('Groups'))}>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab} value={tab}>
                {t(TAB_CONTENT[tab].titleKey)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => {
            const { Content } = TAB_CONTENT[tab];
            return (
              <Tabs.Content key={tab} value={tab} style={{ paddingBlockStart: 'var(--space-5)' }}>
                <Content />
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      )}
    </Flex>
  );
}
