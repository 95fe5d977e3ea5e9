export { Navbar } from './Navbar';
export type { NavbarProps } from './Navbar';
export type { NavbarLayout } from './Navbar.variants';
