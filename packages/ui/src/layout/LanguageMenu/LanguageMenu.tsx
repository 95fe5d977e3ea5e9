import { GlobeIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import { LazyDropdownMenu, MenuTriggerIcon } from '../../lazy-menu';
import { onDemand } from '../../on-demand/on-demand';

export type Language = { cultureName: string; displayName: string };

export type LanguageMenuProps = {
  currentLanguage: string;
  languages: Language[];
  onSelect: (cultureName: string) => void;
  label: string;
};

const menuItems = onDemand(() => import('./LanguageMenuItems'));

export function LanguageMenu({ currentLanguage, languages, onSelect, label }: LanguageMenuProps) {
  const others = languages.filter((language) => language.cultureName !== currentLanguage);
  if (others.length === 0) return null;
  return (
    <LazyDropdownMenu
      trigger={
        <Button variant="ghost" color="gray">
          <GlobeIcon aria-hidden="true" />
          {label}
          <MenuTriggerIcon />
        </Button>
      }
      content={menuItems}
      contentProps={{ languages: others, onSelect }}
    />
  );
}
