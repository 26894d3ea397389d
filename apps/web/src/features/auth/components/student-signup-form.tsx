import { type StudentRegisterPayload, studentRegisterSchema } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { useSignup } from '../hooks/use-signup.ts';
import { AuthForm } from './auth-form.tsx';
import { useChoiceOptions } from './choice-options.ts';
import { SelectField, TextField } from './form-field.tsx';
import { PasswordFields, PersonFields } from './person-fields.tsx';

const DEFAULTS = {
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  gender: undefined,
  age_group: undefined,
  school_type: undefined,
  residence: '',
  password: '',
  password_confirmation: '',
};

/** Student registration: every field and choice of spec §3, checked as spec §5 says. */
export function StudentSignupForm() {
  const { t } = useTranslation('auth');
  const options = useChoiceOptions();
  const { form, field, submit, showServerErrors } = useAuthForm(studentRegisterSchema, DEFAULTS);
  const { errors } = form.formState;
  const { send, sending, waiting } = useSignup('student', showServerErrors);

  return (
    <AuthForm
      onSubmit={submit((payload: StudentRegisterPayload) => send({ userType: 'student', payload }))}
      submitLabel={t('signup.submit')}
      sending={sending}
      waiting={waiting}
      className="grid items-start gap-4 sm:grid-cols-2"
    >
      <PersonFields field={field} errors={errors} genders={options.genders} />
      <SelectField
        label={t('field.ageGroup')}
        placeholder={t('choose')}
        options={options.ageGroups}
        registration={field('age_group')}
        error={errors.age_group}
      />
      <SelectField
        label={t('field.schoolType')}
        placeholder={t('choose')}
        options={options.schoolTypes}
        registration={field('school_type')}
        error={errors.school_type}
      />
      <TextField
        label={t('field.residence')}
        registration={field('residence')}
        error={errors.residence}
        autoComplete="address-level1"
      />
      <PasswordFields field={field} errors={errors} />
    </AuthForm>
  );
}
