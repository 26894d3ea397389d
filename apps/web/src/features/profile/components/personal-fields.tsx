import { useTranslation } from 'react-i18next';
import type { Role } from '../api/profile-types.ts';
import type { useCheckedForm } from '../hooks/use-checked-form.ts';
import { useProfileOptions } from '../hooks/use-profile-options.ts';
import type { PersonalValues } from '../lib/profile-checks.ts';
import { CONTROL_CLASS, FormField, SelectOptions } from './form-field.tsx';

type Form = ReturnType<typeof useCheckedForm<PersonalValues>>;

const TEXT_FIELDS = [
  { name: 'first_name', label: 'field.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'field.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'field.email', type: 'email', autoComplete: 'email' },
  { name: 'phone_number', label: 'field.phone', type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * Name, e-mail, phone and the level (a student's grade, a teacher's teaching level). While
 * read-only the texts stay focusable and selectable (readOnly); the select is disabled.
 */
export function PersonalFields({
  role,
  form,
  editable,
}: {
  role: Role;
  form: Form;
  editable: boolean;
}) {
  const { t } = useTranslation('profile');
  const options = useProfileOptions();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {TEXT_FIELDS.map((field) => (
        <FormField key={field.name} label={t(field.label)} error={form.problem(field.name)}>
          {(control) => (
            <input
              {...control}
              {...form.bind(field.name)}
              type={field.type}
              autoComplete={field.autoComplete}
              readOnly={!editable}
              dir={field.type === 'text' ? undefined : 'ltr'}
              className={CONTROL_CLASS}
            />
          )}
        </FormField>
      ))}
      <FormField
        label={t(role === 'student' ? 'field.grade' : 'field.teachingLevel')}
        error={form.problem('level')}
      >
        {(control) => (
          <select
            {...control}
            {...form.bind('level')}
            disabled={!editable}
            className={`${CONTROL_CLASS} appearance-auto`}
          >
            <SelectOptions
              placeholder={t('choose')}
              options={role === 'student' ? options.grades : options.teachingLevels}
            />
          </select>
        )}
      </FormField>
    </div>
  );
}
