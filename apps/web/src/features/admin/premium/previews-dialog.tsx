import type { AdminPremiumCourse, PremiumItemRef } from '@madrasa/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { FormDialog } from '@/shared/ui/form-dialog.tsx';
import { QueryFallback } from '@/shared/ui/query-states.tsx';
import { usePremiumCourseItems, useSavePreviews } from '../api/premium-courses.ts';

const keyOf = (item: PremiumItemRef) => `${item.kind}:${item.id}`;

/** Ticks the items of a premium course that everyone may open: its free previews. */
export function PreviewsDialog({
  course,
  onClose,
}: {
  course: AdminPremiumCourse;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const pick = useLocalized();
  const items = usePremiumCourseItems(course.id);
  const save = useSavePreviews(course.id);
  const [picked, setPicked] = useState<Set<string> | null>(null);
  const chosen = picked ?? new Set(items.data?.filter((item) => item.preview).map(keyOf) ?? []);

  const toggle = (key: string) => {
    const next = new Set(chosen);
    if (!next.delete(key)) next.add(key);
    setPicked(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const refs = (items.data ?? [])
        .filter((item) => chosen.has(keyOf(item)))
        .map(({ kind, id }) => ({ kind, id }));
      toastSuccess(await save.mutateAsync(refs));
      onClose();
    } catch (error) {
      toastError(errorMessage(error, t('save.failed')));
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('premiumCourses.previewsTitle', { name: pick(course, 'title') })}
      busy={save.isPending}
      busyLabel={t('premiumCourses.saving')}
      onSubmit={onSubmit}
    >
      <p className="text-sm text-slate-700">{t('premiumCourses.previewsLead')}</p>
      <QueryFallback query={items} failed={t('list.failed')} />
      <fieldset className="max-h-80 space-y-1 overflow-y-auto">
        <legend className="sr-only">{t('premiumCourses.previews')}</legend>
        {items.data?.map((item) => (
          <label
            key={keyOf(item)}
            className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50"
          >
            <input
              type="checkbox"
              className="size-5 accent-teal-700"
              checked={chosen.has(keyOf(item))}
              onChange={() => toggle(keyOf(item))}
            />
            <span>{pick(item, 'title')}</span>
            <span className="ms-auto text-xs text-slate-600">
              {t(`premiumCourses.item.${item.kind}`)}
            </span>
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
