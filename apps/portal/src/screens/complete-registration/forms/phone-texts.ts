/**
 * Words of the registration wizard's step 5, the mobile number, resource Sahm (`::Key`): they load with
 * that step's chunk, not with the wizard, which opens on any step (ADR 0248). The profile shows them too.
 */
export const en = {
  'CompleteRegistration:PhoneNumber': 'Mobile number',
  'CompleteRegistration:PhoneHint': 'A Saudi mobile number, e.g. 05XXXXXXXX.',
  'CompleteRegistration:SendCode': 'Send code',
  'CompleteRegistration:ResendIn': 'Resend in {0} s',
  'CompleteRegistration:Resend': 'Resend code',
  'CompleteRegistration:CodeSent': 'We sent a 6-digit code to {0}.',
  'CompleteRegistration:VerificationCode': 'Verification code',
  'CompleteRegistration:Verify': 'Verify',
  'CompleteRegistration:PhoneVerified': 'Mobile number {0} is verified.',
};

export const ar: Record<keyof typeof en, string> = {
  'CompleteRegistration:PhoneNumber': 'رقم الجوال',
  'CompleteRegistration:PhoneHint': 'رقم جوال سعودي، مثل 05XXXXXXXX.',
  'CompleteRegistration:SendCode': 'إرسال الرمز',
  'CompleteRegistration:ResendIn': 'إعادة الإرسال بعد {0} ث',
  'CompleteRegistration:Resend': 'إعادة إرسال الرمز',
  'CompleteRegistration:CodeSent': 'أرسلنا رمزًا من 6 أرقام إلى {0}.',
  'CompleteRegistration:VerificationCode': 'رمز التحقق',
  'CompleteRegistration:Verify': 'تحقق',
  'CompleteRegistration:PhoneVerified': 'تم التحقق من رقم الجوال {0}.',
};
