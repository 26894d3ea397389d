import { teacherRegisterSchema } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { InputField, SelectField } from '@/shared/ui/field.tsx';
import { SIGNUP_DEFAULTS, SignupForm } from './signup-form.tsx';

const DEFAULTS = {
  ...SIGNUP_DEFAULTS,
  age_group_taught: undefined,
  years_of_experience: '',
  subject: '',
};

/** Teacher registration (docs/product.md §3, §5): years of experience is sent as an integer. */
export function TeacherSignupForm() {
  const { t } = useTranslation('auth');
  return (
    <SignupForm
      schema={teacherRegisterSchema}
      defaultValues={DEFAULTS}
      toRequest={(payload) => ({ role: 'teacher', payload })}
    >
      {({ bind, options }) => (
        <>
          <SelectField
            label={t('field.ageGroupTaught')}
            placeholder={t('choose')}
            options={options.teachingLevels}
            {...bind('age_group_taught')}
          />
          <InputField
            label={t('field.yearsOfExperience')}
            {...bind('years_of_experience')}
            // Text, not number: a number input drops digits typed on an Arabic keyboard.
            inputMode="numeric"
            autoComplete="off"
          />
          <InputField label={t('field.subject')} {...bind('subject')} />
        </>
      )}
    </SignupForm>
  );
}
