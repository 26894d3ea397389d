import { type TeacherRegisterPayload, teacherRegisterSchema } from '@madrasa/contracts';
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
  age_group_taught: undefined,
  years_of_experience: '',
  subject: '',
  password: '',
  password_confirmation: '',
};

/** Teacher registration (spec §3, §5): years of experience is sent as an integer. */
export function TeacherSignupForm() {
  const { t } = useTranslation('auth');
  const options = useChoiceOptions();
  const { form, field, submit, showServerErrors } = useAuthForm(teacherRegisterSchema, DEFAULTS);
  const { errors } = form.formState;
  const { send, sending, waiting } = useSignup('teacher', showServerErrors);

  return (
    <AuthForm
      onSubmit={submit((payload: TeacherRegisterPayload) => send({ userType: 'teacher', payload }))}
      submitLabel={t('signup.submit')}
      sending={sending}
      waiting={waiting}
      className="grid items-start gap-4 sm:grid-cols-2"
    >
      <PersonFields field={field} errors={errors} genders={options.genders} />
      <SelectField
        label={t('field.ageGroupTaught')}
        placeholder={t('choose')}
        options={options.teachingLevels}
        registration={field('age_group_taught')}
        error={errors.age_group_taught}
      />
      <TextField
        label={t('field.yearsOfExperience')}
        registration={field('years_of_experience')}
        error={errors.years_of_experience}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
      />
      <TextField
        label={t('field.subject')}
        registration={field('subject')}
        error={errors.subject}
      />
      <PasswordFields field={field} errors={errors} />
    </AuthForm>
  );
}
