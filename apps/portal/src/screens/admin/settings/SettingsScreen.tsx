import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState, type ComponentType } from 'react';
import { useLocalization, usePolicyChecker } from '@sahm/platform';
import { Tabs } from '@sahm/ui';
import { visibleSettingTabs, type SettingTabId } from '../../../routes/settings-menu';
import { EmailSettingsTab } from './forms/EmailSettingsTab';

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
  const [selected, setSelected] = useState<SettingTabId | undefined>(undefined);
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
        <Tabs
          label={t(S('Groups'))}
          tabs={tabs.map((tab) => ({ value: tab, title: t(TAB_CONTENT[tab].titleKey) }))}
          value={active}
          onChange={setSelected}
          renderPanel={(tab) => {
            const { Content } = TAB_CONTENT[tab];
            return (
              <Box pt="5">
                <Content />
              </Box>
            );
          }}
        />
      )}
    </Flex>
  );
}
