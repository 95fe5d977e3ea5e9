/** Texts of these screens, resource Sahm (`::Key`); the server's texts win when it has them. */
export const en = {
  'Settings:Title': 'Settings',
  'Settings:Intro': 'Platform settings, grouped by what they control.',
  'Settings:Groups': 'Settings groups',
  'Settings:NoTabsTitle': 'No settings to manage',
  'Settings:NoTabsMessage':
    'Your account may not change any group of settings. Ask an administrator if you need to.',
  'Settings:Emailing': 'Emailing',
  'Settings:EmailingIntro':
    'The sender of the platform’s e-mails and the SMTP server that delivers them.',
  'Settings:Loading': 'Loading the emailing settings',
  'Settings:LoadFailed': 'We could not load the emailing settings.',
  'Settings:DefaultFromDisplayName': 'Default from display name',
  'Settings:DefaultFromDisplayNameHint': 'The name recipients see as the sender.',
  'Settings:DefaultFromAddress': 'Default from address',
  'Settings:SmtpHost': 'SMTP host',
  'Settings:SmtpPort': 'SMTP port',
  'Settings:SmtpEnableSsl': 'Enable SSL',
  'Settings:SmtpUseDefaultCredentials': 'Use default credentials',
  'Settings:SmtpUseDefaultCredentialsHint':
    'The server signs in to the SMTP host with its own account; domain, user name and password are not used.',
  'Settings:SmtpDomain': 'Domain',
  'Settings:SmtpUserName': 'User name',
  'Settings:SmtpPassword': 'Password',
  'Settings:SmtpPasswordHint':
    'The saved password is never shown. Leave this empty to keep it, or type a new one to replace it.',
  'Settings:Save': 'Save',
  'Settings:SuccessfullySaved': 'Successfully saved',
  'Settings:SendTestEmail': 'Send test email',
  'Settings:SendTestEmailIntro':
    'The message goes through the saved settings; save your changes first to test them.',
  'Settings:SenderEmailAddress': 'Sender email address',
  'Settings:TargetEmailAddress': 'Target email address',
  'Settings:Subject': 'Subject',
  'Settings:Body': 'Body',
  'Settings:Send': 'Send',
  'Settings:TestEmailSent': 'A test email was sent to {0}.',
};

export const ar: Record<keyof typeof en, string> = {
  'Settings:Title': 'الإعدادات',
  'Settings:Intro': 'إعدادات المنصة مجمّعة بحسب ما تتحكم فيه.',
  'Settings:Groups': 'مجموعات الإعدادات',
  'Settings:NoTabsTitle': 'لا توجد إعدادات يمكنك إدارتها',
  'Settings:NoTabsMessage':
    'لا يملك حسابك صلاحية تعديل أي مجموعة من الإعدادات. تواصل مع أحد المسؤولين إن احتجت إلى ذلك.',
  'Settings:Emailing': 'البريد الإلكتروني',
  'Settings:EmailingIntro': 'مُرسِل رسائل المنصة الإلكترونية وخادم SMTP الذي يوصلها.',
  'Settings:Loading': 'جارٍ تحميل إعدادات البريد الإلكتروني',
  'Settings:LoadFailed': 'تعذّر تحميل إعدادات البريد الإلكتروني.',
  'Settings:DefaultFromDisplayName': 'اسم المُرسِل الافتراضي',
  'Settings:DefaultFromDisplayNameHint': 'الاسم الذي يراه المستلمون بوصفه المُرسِل.',
  'Settings:DefaultFromAddress': 'عنوان المُرسِل الافتراضي',
  'Settings:SmtpHost': 'خادم SMTP',
  'Settings:SmtpPort': 'منفذ SMTP',
  'Settings:SmtpEnableSsl': 'تفعيل SSL',
  'Settings:SmtpUseDefaultCredentials': 'استخدام بيانات الاعتماد الافتراضية',
  'Settings:SmtpUseDefaultCredentialsHint':
    'يسجّل الخادم دخوله إلى خادم SMTP بحسابه الخاص، فلا يُستخدم النطاق واسم المستخدم وكلمة المرور.',
  'Settings:SmtpDomain': 'النطاق',
  'Settings:SmtpUserName': 'اسم المستخدم',
  'Settings:SmtpPassword': 'كلمة المرور',
  'Settings:SmtpPasswordHint':
    'لا تُعرض كلمة المرور المحفوظة. اترك الحقل فارغًا للإبقاء عليها، أو اكتب كلمة جديدة لاستبدالها.',
  'Settings:Save': 'حفظ',
  'Settings:SuccessfullySaved': 'تم الحفظ بنجاح',
  'Settings:SendTestEmail': 'إرسال بريد تجريبي',
  'Settings:SendTestEmailIntro':
    'تُرسَل الرسالة عبر الإعدادات المحفوظة؛ احفظ تغييراتك أولًا لتختبرها.',
  'Settings:SenderEmailAddress': 'البريد الإلكتروني للمُرسِل',
  'Settings:TargetEmailAddress': 'البريد الإلكتروني للمستلم',
  'Settings:Subject': 'الموضوع',
  'Settings:Body': 'نص الرسالة',
  'Settings:Send': 'إرسال',
  'Settings:TestEmailSent': 'أُرسِل بريد تجريبي إلى {0}.',
};
