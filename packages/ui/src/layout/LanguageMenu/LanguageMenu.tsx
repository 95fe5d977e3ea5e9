import { GlobeIcon } from '@radix-ui/react-icons';
import { Button, DropdownMenu } from '@radix-ui/themes';

export type Language = { cultureName: string; displayName: string };

export type LanguageMenuProps = {
  currentLanguage: string;
  languages: Language[];
  onSelect: (cultureName: string) => void;
  label: string;
};

export function LanguageMenu({ currentLanguage, languages, onSelect, label }: LanguageMenuProps) {
  const others = languages.filter((language) => language.cultureName !== currentLanguage);
  if (others.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray">
          <GlobeIcon aria-hidden="true" />
          {label}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {others.map((language) => (
          // `lang` makes screen readers switch voice for each language's own name.
          <DropdownMenu.Item
            key={language.cultureName}
            lang={language.cultureName}
            onSelect={() => onSelect(language.cultureName)}
          >
            {language.displayName}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
