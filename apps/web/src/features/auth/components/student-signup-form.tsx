import { studentRegisterSchema } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from './form-field.tsx';
import { SIGNUP_DEFAULTS, SignupForm } from './signup-form.tsx';

const DEFAULTS = {
  ...SIGNUP_DEFAULTS,
  age_group: undefined,
  school_type: undefined,
  residence: '',
};

/** Student registration: every field and choice of spec §3, checked as spec §5 says. */
export function StudentSignupForm() {
  const { t } = useTranslation('auth');
  return (
    <SignupForm
      schema={studentRegisterSchema}
      defaultValues={DEFAULTS}
      toRequest={(payload) => ({ userType: 'student', payload })}
    >
      {({ field, errors, options }) => (
        <>
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
        </>
      )}
    </SignupForm>
  );
}
