import { Badge, Link } from '@radix-ui/themes';
import type { DataTableColumn } from './types';

/** Story data: an administrator's user list, with the texts a portal screen would pass in. */
export type SampleUser = {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'investor';
  balance: number;
  joined: string;
};

export type SampleLanguage = 'ar' | 'en';

export const sampleTexts = {
  ar: {
    caption: 'المستخدمون',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    role: 'الدور',
    roles: { admin: 'مسؤول', investor: 'مستثمر' },
    balance: 'الرصيد',
    joined: 'تاريخ الانضمام',
    loading: 'جارٍ تحميل المستخدمين',
    empty: 'لا يوجد مستخدمون مطابقون',
    emptyDescription: 'جرّب بحثًا آخر أو امسح التصفية.',
    clearFilters: 'مسح التصفية',
    errorTitle: 'تعذّر تحميل المستخدمين.',
    errorMessage: 'انقطع الاتصال. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.',
    retry: 'إعادة المحاولة',
    actionsColumn: 'الإجراءات',
    actionsFor: (name: string) => `إجراءات ${name}`,
    edit: 'تعديل',
    permissions: 'الصلاحيات',
    remove: 'حذف',
  },
  en: {
    caption: 'Users',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    roles: { admin: 'Administrator', investor: 'Investor' },
    balance: 'Balance',
    joined: 'Joined',
    loading: 'Loading users',
    empty: 'No users match',
    emptyDescription: 'Try another search or clear the filters.',
    clearFilters: 'Clear filters',
    errorTitle: 'We could not load the users.',
    errorMessage: 'The connection was interrupted. Check your internet connection and try again.',
    retry: 'Try again',
    actionsColumn: 'Actions',
    actionsFor: (name: string) => `Actions for ${name}`,
    edit: 'Edit',
    permissions: 'Permissions',
    remove: 'Delete',
  },
} as const;

export const sampleUsers: Record<SampleLanguage, SampleUser[]> = {
  ar: [
    {
      id: 'u1',
      name: 'سارة الحربي',
      email: 'sara@sahm.sa',
      role: 'admin',
      balance: 0,
      joined: '2024-01-14',
    },
    {
      id: 'u2',
      name: 'محمد القحطاني',
      email: 'mohammed@sahm.sa',
      role: 'investor',
      balance: 125000.5,
      joined: '2024-03-02',
    },
    {
      id: 'u3',
      name: 'نورة العتيبي',
      email: 'noura@sahm.sa',
      role: 'investor',
      balance: 8250,
      joined: '2025-07-21',
    },
  ],
  en: [
    {
      id: 'u1',
      name: 'Sara Alharbi',
      email: 'sara@sahm.sa',
      role: 'admin',
      balance: 0,
      joined: '2024-01-14',
    },
    {
      id: 'u2',
      name: 'Mohammed Alqahtani',
      email: 'mohammed@sahm.sa',
      role: 'investor',
      balance: 125000.5,
      joined: '2024-03-02',
    },
    {
      id: 'u3',
      name: 'Noura Alotaibi',
      email: 'noura@sahm.sa',
      role: 'investor',
      balance: 8250,
      joined: '2025-07-21',
    },
  ],
};

export const longNameUsers: Record<SampleLanguage, SampleUser[]> = {
  ar: [
    {
      id: 'long',
      name: 'عبدالرحمن بن عبدالعزيز بن محمد بن عبداللطيف آل عبدالكريم الدوسري القحطاني',
      email: 'abdulrahman.bin.abdulaziz.bin.mohammed.aldosari@investors.sahm-capital.com.sa',
      role: 'investor',
      balance: 98765432.1,
      joined: '2023-11-30',
    },
    ...sampleUsers.ar,
  ],
  en: [
    {
      id: 'long',
      name: 'Abdulrahman bin Abdulaziz bin Mohammed bin Abdullatif Al Abdulkarim Aldosari Alqahtani',
      email: 'abdulrahman.bin.abdulaziz.bin.mohammed.aldosari@investors.sahm-capital.com.sa',
      role: 'investor',
      balance: 98765432.1,
      joined: '2023-11-30',
    },
    ...sampleUsers.en,
  ],
};

// Amounts and dates use Western digits in both languages (DESIGN.md).
const formatAmount = (value: number, language: SampleLanguage) =>
  new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
    style: 'currency',
    currency: 'SAR',
  }).format(value);
const formatDate = (iso: string, language: SampleLanguage) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB', {
    dateStyle: 'medium',
  }).format(new Date(iso));

export function sampleColumns(language: SampleLanguage): DataTableColumn<SampleUser>[] {
  const texts = sampleTexts[language];
  return [
    {
      id: 'name',
      header: texts.name,
      sortKey: 'name',
      cell: (user) => <Link href={`#user-${user.id}`}>{user.name}</Link>,
    },
    { id: 'email', header: texts.email, sortKey: 'email', cell: (user) => user.email },
    {
      id: 'role',
      header: texts.role,
      priority: 'high',
      cell: (user) => (
        <Badge color={user.role === 'admin' ? 'jade' : 'gray'} variant="soft" highContrast>
          {texts.roles[user.role]}
        </Badge>
      ),
    },
    {
      id: 'balance',
      header: texts.balance,
      sortKey: 'balance',
      align: 'end',
      cell: (user) => formatAmount(user.balance, language),
    },
    {
      id: 'joined',
      header: texts.joined,
      sortKey: 'creationTime',
      priority: 'low',
      cell: (user) => formatDate(user.joined, language),
    },
  ];
}
