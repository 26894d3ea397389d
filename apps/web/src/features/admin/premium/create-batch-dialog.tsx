import { CARD_LIMITS, type CardBatch } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { useGrades } from '@/shared/api/get-grades.ts';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { InputField, SelectField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useCreateCardBatch } from '../api/card-batches.ts';
import { usePremiumCourses } from '../api/premium-courses.ts';
import {
  aYearAhead,
  BATCH_FIELD_NAMES,
  type BatchFormValues,
  batchFormSchema,
} from './batch-form-schema.ts';

/**
 * A new batch of cards: what they unlock (one premium course, a grade's, or everything), for
 * how many days, how many, for which distributor, the printed price in JOD (sent as fils),
 * and the last day a card can be activated (a year ahead unless changed).
 */
export function CreateBatchDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (batch: CardBatch) => void;
}) {
  const { t } = useTranslation('admin');
  const pick = useLocalized();
  const create = useCreateCardBatch();
  const courses = usePremiumCourses();
  const grades = useGrades();
  const { bind, submit, showServerErrors, form } = useSchemaForm({
    schema: batchFormSchema,
    fieldNames: BATCH_FIELD_NAMES,
    defaultValues: {
      scope: 'course',
      course_id: '',
      grade_id: '',
      days: '365',
      count: '',
      distributor: '',
      price_jod: '',
      valid_until: aYearAhead(),
    } satisfies BatchFormValues as BatchFormValues,
  });
  const scope = form.watch('scope');

  const onSubmit = submit(async (body) => {
    try {
      const { message, data } = await create.mutateAsync(body);
      toastSuccess(message);
      onCreated(data);
    } catch (error) {
      showServerErrors(error);
      toastError(errorMessage(error, t('save.failed')));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('cardBatches.newTitle')}
      busy={create.isPending}
      busyLabel={t('cardBatches.creating')}
      submitLabel={t('cardBatches.create')}
      onSubmit={onSubmit}
    >
      <SelectField
        compact
        label={t('cardBatches.scope')}
        {...bind('scope')}
        options={[
          { value: 'course', label: t('cardBatches.scopeCourse') },
          { value: 'grade', label: t('cardBatches.scopeGrade') },
          { value: 'all', label: t('cardBatches.scopeAll') },
        ]}
      />
      {scope === 'course' && (
        <SelectField
          compact
          label={t('cardBatches.course')}
          {...bind('course_id')}
          placeholder={t('premiumCourses.choose')}
          options={(courses.data ?? []).map((course) => ({
            value: course.id,
            label: pick(course, 'title'),
          }))}
        />
      )}
      {scope === 'grade' && (
        <SelectField
          compact
          label={t('cardBatches.grade')}
          {...bind('grade_id')}
          placeholder={t('premiumCourses.choose')}
          options={(grades.data ?? []).map((grade) => ({
            value: grade.id,
            label: pick(grade, 'name'),
          }))}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          compact
          label={t('cardBatches.days')}
          inputMode="numeric"
          hint={t('cardBatches.daysHint', { max: CARD_LIMITS.maxDays })}
          {...bind('days')}
        />
        <InputField
          compact
          label={t('cardBatches.count')}
          inputMode="numeric"
          hint={t('cardBatches.countHint', { max: CARD_LIMITS.batch })}
          {...bind('count')}
        />
      </div>
      <InputField compact label={t('cardBatches.distributor')} {...bind('distributor')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          compact
          label={t('cardBatches.price')}
          hint={t('cardBatches.priceHint')}
          inputMode="decimal"
          dir="ltr"
          {...bind('price_jod')}
        />
        <InputField
          compact
          type="date"
          label={t('cardBatches.validUntil')}
          hint={t('cardBatches.validUntilHint')}
          {...bind('valid_until')}
        />
      </div>
    </FormDialog>
  );
}
