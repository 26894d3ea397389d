import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type FieldBind, useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import type { RegisterRequest } from '../api/register.ts';
import { useSignup } from '../hooks/use-signup.ts';
import { PasswordFields, PersonFields } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';
import { useChoiceOptions } from './choice-options.ts';

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
  bind: FieldBind<Extract<keyof In, string>>;
  options: ReturnType<typeof useChoiceOptions>;
  /** A field drawn as a controlled value (the residence picker): its value and setter. */
  controlled: (name: Extract<keyof In, string>) => {
    value: string;
    onChange: (value: string) => void;
  };
};

/**
 * Sign-up of both roles (docs/product.md §3, §5): name, phone, e-mail and gender, then the role's own
 * fields, then the password pair, checked by the role's shared schema.
 */
export function SignupForm<In extends FieldValues, Out>({
  schema,
  defaultValues,
  toRequest,
  children,
  withGender = true,
}: {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  toRequest: (payload: Out) => RegisterRequest;
  children: (props: RoleFieldsProps<In>) => ReactNode;
  /** A parent's sign-up asks no gender. */
  withGender?: boolean;
}) {
  const { t } = useTranslation('auth');
  const options = useChoiceOptions();
  const { form, set, bind, submit, showServerErrors } = useSchemaForm<In, Out>({
    schema,
    // The role's blank fields: choices start unpicked (undefined) though the schema needs them.
    defaultValues: defaultValues as In,
  });
  const { send, sending, waiting } = useSignup(showServerErrors);
  // Every role's schema has the person and password fields, but TypeScript cannot resolve
  // Path<In> for a generic `In` to see it.
  const shared = bind as unknown as FieldBind<SharedField>;

  return (
    <AuthForm
      onSubmit={submit((payload: Out) => send(toRequest(payload)))}
      submitLabel={t('signup.submit')}
      offlineText={t('offline.signup')}
      sending={sending}
      waiting={waiting}
      className="grid items-start gap-4 sm:grid-cols-2"
    >
      <PersonFields bind={shared} genders={withGender ? options.genders : undefined} />
      {children({
        bind: bind as unknown as FieldBind<Extract<keyof In, string>>,
        options,
        controlled: (name) => {
          const path = name as string as Path<In>;
          return {
            value: String(form.watch(path) ?? ''),
            onChange: (value) => set(path, value as PathValue<In, Path<In>>),
          };
        },
      })}
      <PasswordFields bind={shared} />
    </AuthForm>
  );
}
