import { DropdownMenu } from '@radix-ui/themes';
import type { Language } from './LanguageMenu';

export type LanguageMenuItemsProps = {
  languages: Language[];
  onSelect: (cultureName: string) => void;
};

/** The open language menu: loaded on intent, with Radix's menu stack. */
export default function LanguageMenuItems({ languages, onSelect }: LanguageMenuItemsProps) {
  return (
    <DropdownMenu.Content align="end">
      {languages.map((language) => (
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
  );
}
