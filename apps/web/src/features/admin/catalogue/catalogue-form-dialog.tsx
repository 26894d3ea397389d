import type { AdminCatalogueTable } from '@madrasa/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { useSaveCatalogueRow } from '../api/save-catalogue-row.ts';
import { BilingualInputs } from '../components/ui/bilingual-inputs.tsx';
import { FileField } from '../components/ui/file-field.tsx';
import { useSaveFeedback } from '../hooks/use-save-feedback.ts';
import type { CatalogueRow } from './catalogue-row.ts';
import { type FormValues, ParentPicker, type PickerStart } from './parent-picker.tsx';
import { type FileSpec, TABLE_CONFIG } from './table-config.ts';
import { TABLE_TITLES } from './table-titles.ts';

const KIND_OF = {
  image: 'image',
  video_mp4: 'video',
  pdf_file: 'pdf',
  captions_ar: 'captions',
  captions_en: 'captions',
} as const;

const CAPTION_LANGUAGE = { captions_ar: 'ar', captions_en: 'en' } as const;
const isCaptions = (name: FileSpec['name']): name is keyof typeof CAPTION_LANGUAGE =>
  name in CAPTION_LANGUAGE;

/** A file field's label, and the file it holds now (a lesson's captions are in its stream). */
function fileOf(spec: FileSpec, row: CatalogueRow | null, t: TFunction<['admin', 'common']>) {
  if (!isCaptions(spec.name)) return { label: t(`fields.${spec.name}`), current: row?.[spec.name] };
  const language = CAPTION_LANGUAGE[spec.name];
  return {
    label: t(`common:video.captionsFile.${language}`),
    current: row?.stream?.captions.find((caption) => caption.language === language)?.src,
  };
}

/** The form's first values: the row's (edit) or the current filters' (create). */
function initialValues({
  table,
  row,
  start,
}: {
  table: AdminCatalogueTable;
  row: CatalogueRow | null;
  start: PickerStart & { unit_id?: number };
}): FormValues {
  const text = (value: number | string | undefined | null) => (value == null ? '' : String(value));
  const names = { name_ar: row?.name_ar ?? '', name_en: row?.name_en ?? '' };
  switch (TABLE_CONFIG[table].parent) {
    case 'grade':
      return {
        ...names,
        grade_id: text(row?.grade_id ?? start.grade_id),
        semester: text(row?.semester ?? start.semester),
      };
    case 'subject':
      return { ...names, subject_id: text(row?.subject_id ?? start.subject_id) };
    case 'unit':
      return { ...names, unit_id: text(row?.unit_id ?? start.unit_id) };
    default:
      return names;
  }
}

/** Create or edit one catalogue row: where it belongs, both names, and its files. */
export function CatalogueFormDialog({
  table,
  row,
  start,
  onClose,
}: {
  table: AdminCatalogueTable;
  /** null: a new row. */
  row: CatalogueRow | null;
  start: PickerStart & { unit_id?: number };
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const config = TABLE_CONFIG[table];
  const save = useSaveCatalogueRow();
  const form = useSchemaForm<FormValues, Record<string, string | number>>({
    schema: config.schema,
    defaultValues: initialValues({ table, row, start }),
    invalidToast: () => t('save.checkFields'),
  });
  const [files, setFiles] = useState<Record<string, File | undefined>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string | undefined>>({});
  const setFileError = (name: string, text: string | undefined) =>
    setFileErrors((all) => ({ ...all, [name]: text }));
  const feedback = useSaveFeedback({ showServerErrors: form.showServerErrors, setFileError });

  const missingFiles = () => {
    if (row) return [];
    return config.files.flatMap((spec) => (spec.required && !files[spec.name] ? [spec.name] : []));
  };

  // Files are picked outside the form (FileField checks their size): a missing one is
  // marked whether or not the schema passed.
  const markMissingFiles = () => {
    const missing = missingFiles();
    for (const name of missing) setFileError(name, t(`files.missing.${name}`));
    return missing;
  };

  const onSubmit = form.submit(async (values) => {
    const missing = markMissingFiles();
    if (missing.length > 0 || Object.values(fileErrors).some(Boolean)) {
      toastError(t('save.checkFields'));
      return;
    }
    try {
      const saved = await save.mutateAsync({ table, id: row?.id, values, files });
      feedback.succeeded(saved.message);
      onClose();
    } catch (error) {
      feedback.failed(error);
    }
  }, markMissingFiles);

  const title = t(row ? 'form.editTitle' : 'form.addTitle', { table: t(TABLE_TITLES[table]) });
  const hasFiles = Object.values(files).some(Boolean);
  return (
    <FormDialog
      open
      title={title}
      busy={save.isPending}
      busyLabel={t(hasFiles ? 'form.uploading' : 'form.saving')}
      onSubmit={onSubmit}
      onOpenChange={(open) => !open && onClose()}
      offlineText={config.files.length > 0 ? t('offline.upload', { ns: 'common' }) : undefined}
    >
      {config.parent && (
        <ParentPicker parent={config.parent} form={form} start={pickerStart(row, start)} />
      )}
      <BilingualInputs
        bind={form.bind}
        base="name"
        labels={{ ar: t('fields.name_ar'), en: t('fields.name_en') }}
      />
      {config.files.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          {config.files.map((spec) => (
            <FileField
              key={spec.name}
              {...fileOf(spec, row, t)}
              kind={KIND_OF[spec.name]}
              accept={spec.accept}
              required={!row && Boolean(spec.required)}
              error={fileErrors[spec.name]}
              onChange={(file, error) => {
                setFiles((all) => ({ ...all, [spec.name]: error ? undefined : file }));
                setFileError(spec.name, error);
              }}
            />
          ))}
        </div>
      )}
    </FormDialog>
  );
}

/** Where the picker starts: the edited row's place, or the filters of the table. */
const pickerStart = (row: CatalogueRow | null, start: PickerStart): PickerStart =>
  row
    ? {
        grade_id: row.grade?.id ?? row.grade_id,
        semester: row.semester,
        subject_id: row.subject?.id,
      }
    : start;
