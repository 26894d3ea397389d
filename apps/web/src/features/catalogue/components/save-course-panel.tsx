import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/shared/lib/direction.ts';
import { formatFileSize } from '@/shared/lib/format-file-size.ts';
import { cancelSave, saveForOffline } from '@/shared/offline/save-file.ts';
import { useSavedFiles } from '@/shared/offline/saved-files.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { type CourseFiles, getCourseFiles } from '../api/get-course-files.ts';
import type { CourseFilter } from '../api/get-subject-units.ts';

/**
 * "Study this semester offline" (docs/decisions.md §17): the size first, then every lesson
 * and PDF saved one after another, with how many are done and a stop.
 */
export function SaveCoursePanel({ filter }: { filter: CourseFilter }) {
  const { t, i18n } = useTranslation('offline');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const saved = useSavedFiles();
  const [course, setCourse] = useState<CourseFiles | null>(null);
  const [state, setState] = useState<'idle' | 'checking' | 'saving' | 'failed'>('idle');
  const current = useRef<string | null>(null);
  const stopped = useRef(false);

  const all = course ? [...course.lessons, ...course.files] : [];
  const done = all.filter((file) => saved.some((kept) => kept.url === file.url)).length;
  const size = course ? formatFileSize(course.bytes, language) : '';

  const check = async () => {
    setState('checking');
    try {
      setCourse(await getCourseFiles(filter));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  const saveAll = async () => {
    setState('saving');
    stopped.current = false;
    for (const file of all) {
      if (stopped.current) break;
      current.current = file.url;
      await saveForOffline(file);
    }
    current.current = null;
    setState('idle');
  };

  return (
    <section
      aria-labelledby="save-course"
      className="space-y-3 rounded-2xl border border-teal-200 bg-teal-50 p-5"
    >
      <h2 id="save-course" className="text-lg font-bold text-teal-950">
        {t('course.title')}
      </h2>
      <p className="text-slate-700">{t('course.lead')}</p>
      {course && all.length === 0 && <p>{t('course.nothing')}</p>}
      {course && all.length > 0 && done === all.length && (
        <p className="font-semibold text-teal-800">{t('course.allSaved')}</p>
      )}
      {course && all.length > 0 && done < all.length && (
        <p>
          {t('course.summary', {
            lessons: course.lessons.length,
            files: course.files.length,
            size,
          })}
        </p>
      )}
      {state === 'saving' && (
        <p role="status">{t('course.progress', { done, total: all.length })}</p>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-red-700">
          {t('save.failed')}
        </p>
      )}
      {!course ? (
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={state === 'checking'}
          onClick={() => void check()}
        >
          {t(state === 'checking' ? 'course.checking' : 'course.check')}
        </button>
      ) : state === 'saving' ? (
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => {
            stopped.current = true;
            if (current.current) cancelSave(current.current);
          }}
        >
          {t('course.cancel')}
        </button>
      ) : (
        done < all.length && (
          <button type="button" className={buttonClass('primary')} onClick={() => void saveAll()}>
            <Download aria-hidden="true" className="size-5" />
            {t('course.saveAll', { size })}
          </button>
        )
      )}
    </section>
  );
}
