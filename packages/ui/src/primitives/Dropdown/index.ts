export { Dropdown } from './Dropdown.tsx';
export type { DropdownOption, DropdownProps } from './Dropdown.tsx';
export { MultiDropdown } from './MultiDropdown.tsx';
export type { MultiDropdownProps } from './MultiDropdown.tsx';
