import { teacherRegisterSchema } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from './form-field.tsx';
import { SIGNUP_DEFAULTS, SignupForm } from './signup-form.tsx';

const DEFAULTS = {
  ...SIGNUP_DEFAULTS,
  age_group_taught: undefined,
  years_of_experience: '',
  subject: '',
};

/** Teacher registration (spec §3, §5): years of experience is sent as an integer. */
export function TeacherSignupForm() {
  const { t } = useTranslation('auth');
  return (
    <SignupForm
      schema={teacherRegisterSchema}
      defaultValues={DEFAULTS}
      toRequest={(payload) => ({ userType: 'teacher', payload })}
    >
      {({ field, errors, options }) => (
        <>
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
        </>
      )}
    </SignupForm>
  );
}
