import { OTP } from '@madrasa/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldBind } from '@/shared/hooks/use-schema-form.ts';
import { InputField, type Option, SelectField } from '@/shared/ui/field.tsx';

/** The fields the entry screens share. The phone number, typed left to right in either direction. */
export function PhoneField(props: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation('auth');
  return (
    <InputField
      label={t('field.phone')}
      hint={t('field.phoneHint')}
      {...props}
      type="tel"
      autoComplete="tel"
      dir="ltr"
    />
  );
}

type PersonField = 'first_name' | 'last_name' | 'phone_number' | 'email' | 'gender';

/**
 * Name, phone, e-mail and gender: the same on the student and the teacher sign-up. A
 * parent's sign-up asks no gender, so it passes no `genders`.
 */
export function PersonFields({
  bind,
  genders,
}: {
  bind: FieldBind<PersonField>;
  genders?: Option[];
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <InputField label={t('field.firstName')} {...bind('first_name')} autoComplete="given-name" />
      <InputField label={t('field.lastName')} {...bind('last_name')} autoComplete="family-name" />
      <PhoneField {...bind('phone_number')} />
      <InputField
        label={t('field.email')}
        {...bind('email')}
        type="email"
        autoComplete="email"
        dir="ltr"
      />
      {genders && (
        <SelectField
          label={t('field.gender')}
          placeholder={t('choose')}
          options={genders}
          {...bind('gender')}
        />
      )}
    </>
  );
}

/** A new password and its confirmation (sign-up and the last reset step). */
export function PasswordFields({
  bind,
  passwordLabel,
}: {
  bind: FieldBind<'password' | 'password_confirmation'>;
  passwordLabel?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <InputField
        label={passwordLabel ?? t('field.password')}
        hint={t('field.passwordHint')}
        {...bind('password')}
        type="password"
        autoComplete="new-password"
      />
      <InputField
        label={t('field.confirmPassword')}
        {...bind('password_confirmation')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** The six-digit code from the e-mail, on the login code screen and in the reset. */
export function CodeField(props: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <InputField
      label={t('field.otp')}
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP.length}
      dir="ltr"
    />
  );
}
