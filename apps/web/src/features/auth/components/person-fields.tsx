import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Option, SelectField, TextField } from './form-field.tsx';

export type Registrar<Name extends string> = (name: Name) => UseFormRegisterReturn;
type Errors<Name extends string> = Partial<Record<Name, FieldError>>;

type PersonField = 'first_name' | 'last_name' | 'phone_number' | 'email' | 'gender';

/** Name, phone, e-mail and gender: the same on the student and the teacher sign-up. */
export function PersonFields({
  field,
  errors,
  genders,
}: {
  field: Registrar<PersonField>;
  errors: Errors<PersonField>;
  genders: Option[];
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={t('field.firstName')}
        registration={field('first_name')}
        error={errors.first_name}
        autoComplete="given-name"
      />
      <TextField
        label={t('field.lastName')}
        registration={field('last_name')}
        error={errors.last_name}
        autoComplete="family-name"
      />
      <TextField
        label={t('field.phone')}
        hint={t('field.phoneHint')}
        registration={field('phone_number')}
        error={errors.phone_number}
        type="tel"
        autoComplete="tel"
        dir="ltr"
      />
      <TextField
        label={t('field.email')}
        registration={field('email')}
        error={errors.email}
        type="email"
        autoComplete="email"
        dir="ltr"
      />
      <SelectField
        label={t('field.gender')}
        placeholder={t('choose')}
        options={genders}
        registration={field('gender')}
        error={errors.gender}
      />
    </>
  );
}

type PasswordField = 'password' | 'password_confirmation';

/** A new password and its confirmation (sign-up and the last reset step). */
export function PasswordFields({
  field,
  errors,
  passwordLabel,
}: {
  field: Registrar<PasswordField>;
  errors: Errors<PasswordField>;
  passwordLabel?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={passwordLabel ?? t('field.password')}
        hint={t('field.passwordHint')}
        registration={field('password')}
        error={errors.password}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        label={t('field.confirmPassword')}
        registration={field('password_confirmation')}
        error={errors.password_confirmation}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
