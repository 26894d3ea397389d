import { studentRegisterSchema } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/shared/ui/field.tsx';
import { ResidenceField } from '@/shared/ui/residence-field.tsx';
import { SIGNUP_DEFAULTS, SignupForm } from './signup-form.tsx';

const DEFAULTS = {
  ...SIGNUP_DEFAULTS,
  age_group: undefined,
  school_type: undefined,
  residence: '',
};

/** Student registration: every field and choice of docs/product.md §3, checked as docs/product.md §5 says. */
export function StudentSignupForm() {
  const { t } = useTranslation('auth');
  return (
    <SignupForm
      schema={studentRegisterSchema}
      defaultValues={DEFAULTS}
      toRequest={(payload) => ({ role: 'student', payload })}
    >
      {({ bind, options, controlled }) => (
        <>
          <SelectField
            label={t('field.ageGroup')}
            placeholder={t('choose')}
            options={options.ageGroups}
            {...bind('age_group')}
          />
          <SelectField
            label={t('field.schoolType')}
            placeholder={t('choose')}
            options={options.schoolTypes}
            {...bind('school_type')}
          />
          <ResidenceField
            name="residence"
            label={t('field.residence')}
            placeholder={t('choose')}
            error={bind('residence').error}
            {...controlled('residence')}
          />
        </>
      )}
    </SignupForm>
  );
}
