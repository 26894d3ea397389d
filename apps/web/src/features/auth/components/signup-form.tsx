import type { ReactNode } from 'react';
import type { DefaultValues, FieldError, FieldErrors, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { RegisterRequest } from '../api/register.ts';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { useSignup } from '../hooks/use-signup.ts';
import { AuthForm } from './auth-form.tsx';
import { useChoiceOptions } from './choice-options.ts';
import { PasswordFields, PersonFields, type Registrar } from './person-fields.tsx';

/** The empty person and password fields; each role adds its own. */
export const SIGNUP_DEFAULTS = {
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  gender: undefined,
  password: '',
  password_confirmation: '',
};

type SharedField = keyof typeof SIGNUP_DEFAULTS;

/** What a role's own fields are drawn with. */
export type RoleFieldsProps<In extends FieldValues> = {
  field: Registrar<Path<In>>;
  errors: FieldErrors<In>;
  options: ReturnType<typeof useChoiceOptions>;
};

/**
 * Sign-up of both roles (spec §3, §5): name, phone, e-mail and gender, then the role's own
 * fields, then the password pair, checked by the role's shared schema.
 */
export function SignupForm<In extends FieldValues, Out>({
  schema,
  defaultValues,
  toRequest,
  children,
}: {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  toRequest: (payload: Out) => RegisterRequest;
  children: (props: RoleFieldsProps<In>) => ReactNode;
}) {
  const { t } = useTranslation('auth');
  const options = useChoiceOptions();
  const { form, field, submit, showServerErrors } = useAuthForm(schema, defaultValues);
  const { errors } = form.formState;
  const { send, sending, waiting } = useSignup(showServerErrors);
  // Every role's schema has the person and password fields, but TypeScript cannot resolve
  // Path<In> for a generic `In` to see it.
  const shared = {
    field: field as unknown as Registrar<SharedField>,
    errors: errors as Partial<Record<SharedField, FieldError>>,
  };

  return (
    <AuthForm
      onSubmit={submit((payload: Out) => send(toRequest(payload)))}
      submitLabel={t('signup.submit')}
      sending={sending}
      waiting={waiting}
      className="grid items-start gap-4 sm:grid-cols-2"
    >
      <PersonFields {...shared} genders={options.genders} />
      {children({ field, errors, options })}
      <PasswordFields {...shared} />
    </AuthForm>
  );
}
