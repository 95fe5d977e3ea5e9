import { HomeIcon, GearIcon } from '@radix-ui/react-icons';
import type { NavItem } from '../layout/navigation';

// Story data in the shape the portal passes: permission-filtered and sorted.
export const arabicNavItems: NavItem[] = [
  { id: 'home', label: 'الرئيسية', href: '/', icon: <HomeIcon /> },
  { id: 'investment', label: 'الفرص الاستثمارية', href: '/investment' },
  { id: 'wallet', label: 'المحفظة', href: '/wallet' },
  {
    id: 'administration',
    label: 'الإدارة',
    icon: <GearIcon />,
    children: [
      {
        id: 'identity',
        label: 'إدارة الهوية',
        children: [
          { id: 'roles', label: 'الأدوار', href: '/identity/roles' },
          { id: 'users', label: 'المستخدمون', href: '/identity/users' },
        ],
      },
      { id: 'tenants', label: 'الجهات', href: '/tenant-management/tenants' },
      { id: 'settings', label: 'الإعدادات', href: '/setting-management' },
    ],
  },
];

export const englishNavItems: NavItem[] = [
  { id: 'home', label: 'Home', href: '/', icon: <HomeIcon /> },
  { id: 'investment', label: 'Investment opportunities', href: '/investment' },
  { id: 'wallet', label: 'Wallet', href: '/wallet' },
  {
    id: 'administration',
    label: 'Administration',
    icon: <GearIcon />,
    children: [
      {
        id: 'identity',
        label: 'Identity management',
        children: [
          { id: 'roles', label: 'Roles', href: '/identity/roles' },
          { id: 'users', label: 'Users', href: '/identity/users' },
        ],
      },
      { id: 'tenants', label: 'Tenants', href: '/tenant-management/tenants' },
      { id: 'settings', label: 'Settings', href: '/setting-management' },
    ],
  },
];

export const languages = [
  { cultureName: 'ar', displayName: 'العربية' },
  { cultureName: 'en', displayName: 'English' },
];
