import {
  ASSIGNABLE_SOURCES,
  ASSIGNMENT_KINDS,
  type AssignedItem,
  type Assignment,
  type AssignmentFieldsInput,
  type AssignmentKind,
  assignmentFieldsSchema,
  isoToSchoolTime,
  SEMESTERS,
  type Semester,
  schoolTimeToIso,
} from '@madrasa/contracts';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { controlClass, Field, InputField, SelectField, TextAreaField } from '@/shared/ui/field.tsx';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { ToggleButtons } from '@/shared/ui/toggle-buttons.tsx';
import { type AssignableSource, useAssignable } from '../api/get-assignable.ts';
import { useSaveAssignment } from '../api/save-assignment.ts';

/**
 * The form's values: the item as `kind:id` (one select grouped by kind), and times as the
 * datetime-local inputs give them, in Amman time; the contract's schema checks the request
 * they make.
 */
const formSchema = z
  .object({
    item_kind: z.string().min(1, 'classes.invalid_item'),
    opens_at: z.string(),
    due_at: z.string().min(1, 'classes.invalid_date'),
    note: z.string(),
    window_only: z.boolean(),
  })
  .transform(({ item_kind, opens_at, due_at, note, window_only }) => {
    const [kind = '', id = ''] = item_kind.split(':');
    const body: AssignmentFieldsInput = {
      item_kind: kind as AssignmentKind,
      item_id: id,
      opens_at: opens_at ? schoolTimeToIso(opens_at) : undefined,
      due_at: schoolTimeToIso(due_at),
      note: note.trim() ? note : undefined,
      window_only: kind === 'computer_exam' && window_only,
    };
    return body;
  })
  .pipe(assignmentFieldsSchema);

const itemValue = (item: Pick<AssignedItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

const valuesOf = (assignment: Assignment | null) => ({
  item_kind: assignment ? itemValue(assignment.item) : '',
  opens_at: assignment ? isoToSchoolTime(assignment.opens_at) : '',
  due_at: assignment ? isoToSchoolTime(assignment.due_at) : '',
  note: assignment?.note ?? '',
  window_only: assignment?.window_only ?? false,
});

/**
 * Assign work to a class, or change an assignment (its item stays; its dates, note and
 * window change). Times are typed and shown in Amman time, whatever the device's zone.
 * Mounted afresh for each opening, so it starts from the assignment's values.
 */
export function AssignmentDialog({
  classId,
  editing,
  open,
  onOpenChange,
}: {
  classId: number;
  /** The assignment being changed; null for new work. */
  editing: Assignment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('classes');
  const pick = useLocalized();
  const save = useSaveAssignment(classId);
  const form = useSchemaForm({ schema: formSchema, defaultValues: valuesOf(editing) });
  const { bind, field, submit, showServerErrors } = form;
  const [source, setSource] = useState<AssignableSource>('catalogue');
  const [semester, setSemester] = useState<Semester>('first');
  const chosen = form.form.watch('item_kind');

  const onSubmit = submit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: editing?.id, body });
      toastSuccess(saved.message);
      onOpenChange(false);
    } catch (error) {
      const others = showServerErrors(error);
      const itemError = others.item_id ?? others.item_kind;
      if (itemError) form.form.setError('item_kind', { type: 'server', message: itemError });
      toastError(errorMessage(error, t('assign.failed')));
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('assign.editTitle') : t('assign.title')}
      busy={save.isPending}
      busyLabel={t('assign.saving')}
      submitLabel={editing ? undefined : t('assign.submit')}
      onSubmit={onSubmit}
    >
      {editing ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3">
          <span className="font-semibold">{t(`kind.${editing.item.kind}`)}:</span>{' '}
          {pick(editing.item, 'title')}
        </p>
      ) : (
        <ItemPicker
          classId={classId}
          source={source}
          semester={semester}
          onSource={setSource}
          onSemester={setSemester}
          bind={bind('item_kind')}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          type="datetime-local"
          label={t('assign.opensAt')}
          optional={t('fields.optional')}
          hint={t('assign.opensHint')}
          {...bind('opens_at')}
        />
        <InputField
          type="datetime-local"
          label={t('assign.dueAt')}
          required
          hint={t('assign.timeZoneHint')}
          {...bind('due_at')}
        />
      </div>
      <TextAreaField
        label={t('assign.note')}
        optional={t('fields.optional')}
        rows={3}
        {...bind('note')}
      />
      {chosen.startsWith('computer_exam:') && (
        <label className="flex min-h-11 items-center gap-3 font-medium">
          <input type="checkbox" {...field('window_only')} className="size-5 accent-teal-700" />
          {t('assign.windowOnly')}
        </label>
      )}
    </FormDialog>
  );
}

/** Where the work comes from (the catalogue's semester, or the teacher's own), then the item. */
function ItemPicker({
  classId,
  source,
  semester,
  onSource,
  onSemester,
  bind,
}: {
  classId: number;
  source: AssignableSource;
  semester: Semester;
  onSource: (source: AssignableSource) => void;
  onSemester: (semester: Semester) => void;
  bind: { registration: UseFormRegisterReturn; error: string | undefined };
}) {
  const { t } = useTranslation('classes');
  const pick = useLocalized();
  const items = useAssignable(classId, { source, semester });
  const groups = ASSIGNMENT_KINDS.map((kind) => ({
    kind,
    items: (items.data ?? []).filter((item) => item.kind === kind),
  })).filter((group) => group.items.length > 0);
  const placeholder = items.isPending
    ? t('assign.itemsLoading')
    : items.isError
      ? t('assign.itemsFailed')
      : groups.length === 0
        ? t('assign.itemsEmpty')
        : t('fields.choose');

  return (
    <>
      <div className="flex flex-wrap items-end gap-4">
        <ToggleButtons
          label={t('assign.source')}
          value={source}
          options={ASSIGNABLE_SOURCES.map((value) => ({ value, label: t(`assign.from.${value}`) }))}
          onChange={onSource}
        />
        {source === 'catalogue' && (
          <SelectField
            className="min-w-44"
            label={t('assign.semester')}
            value={semester}
            options={SEMESTERS.map((value) => ({ value, label: t(`semester.${value}`) }))}
            onChange={(event) => onSemester(event.target.value as Semester)}
          />
        )}
      </div>
      <Field label={t('assign.item')} required error={bind.error}>
        {(control) => (
          <select
            {...control}
            {...bind.registration}
            className={`${controlClass()} appearance-auto`}
          >
            <option value="">{placeholder}</option>
            {groups.map((group) => (
              <optgroup key={group.kind} label={t(`kind.${group.kind}`)}>
                {group.items.map((item) => (
                  <option key={item.id} value={itemValue(item)}>
                    {pick(item, 'title')}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
