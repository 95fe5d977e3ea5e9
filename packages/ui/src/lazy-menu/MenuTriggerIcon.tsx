// The very icon DropdownMenu.TriggerIcon renders, from its own module: importing it through
// DropdownMenu would bring Radix's whole menu stack into the first load.
export { ChevronDownIcon as MenuTriggerIcon } from '@radix-ui/themes/components/icons';
