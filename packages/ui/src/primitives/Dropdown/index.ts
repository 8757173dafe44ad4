export { Dropdown } from './Dropdown.tsx';
export type { DropdownOption, DropdownProps } from './Dropdown.tsx';
