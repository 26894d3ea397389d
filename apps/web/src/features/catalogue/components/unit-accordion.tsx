import type { SubjectUnit } from '@madrasa/contracts';
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/shared/lib/direction.ts';
import { useLocalized } from '@/shared/lib/localized.ts';

/** A book's units, one open at a time (the first to begin with), each listing its lessons. */
export function UnitAccordion({ units }: { units: SubjectUnit[] }) {
  const { t, i18n } = useTranslation('catalogue');
  const pick = useLocalized();
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={units[0] ? String(units[0].id) : undefined}
      dir={directionOf(i18n.resolvedLanguage)}
      className="flex flex-col gap-3"
    >
      {units.map((unit, index) => (
        <Accordion.Item
          key={unit.id}
          value={String(unit.id)}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex min-h-14 w-full items-center gap-3 px-5 py-3 text-start font-bold text-teal-950 hover:bg-teal-50 data-[state=open]:bg-teal-50">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-teal-700 text-white">
                  {index + 1}
                </span>
                <span className="flex-1">{pick(unit, 'name')}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="border-t border-slate-200 px-5 py-4">
            {unit.lessons?.length ? (
              <ol className="list-decimal space-y-2 ps-6 text-slate-800 marker:text-teal-700">
                {unit.lessons.map((lesson) => (
                  <li key={lesson.id}>{pick(lesson, 'name')}</li>
                ))}
              </ol>
            ) : (
              <p className="text-slate-700">{t('book.noLessons')}</p>
            )}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
