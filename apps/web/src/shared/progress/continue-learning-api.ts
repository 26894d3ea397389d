import { SEMESTERS, type Semester } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { listOf, optionalText, positiveId, type Row, text } from '@/shared/api/read-rows.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { PROGRESS_ROOT, useIsStudent } from './progress-keys.ts';

/** A lesson on the home page's Continue learning strip. */
export type ContinueItem = {
  lessonId: number;
  name_ar: string;
  name_en: string;
  image: string | null;
  position: number;
  duration: number | null;
  subject: { id: number; name_ar: string; name_en: string; semester: Semester };
};

const seconds = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : null);
const isSemester = (value: unknown): value is Semester =>
  SEMESTERS.some((semester) => semester === value);

/** Read by hand, not by zod: the home page stays light (docs/architecture.md). */
export function readContinueItem(row: Row): ContinueItem | null {
  const lessonId = positiveId(row.lesson_id);
  const subject = row.subject as Row | null | undefined;
  const subjectId = positiveId(subject?.id);
  const position = seconds(row.position_seconds);
  if (lessonId === null || subjectId === null || position === null) return null;
  if (!isSemester(subject?.semester)) return null;
  return {
    lessonId,
    name_ar: text(row.name_ar),
    name_en: text(row.name_en),
    image: optionalText(row.image),
    position,
    duration: seconds(row.duration_seconds),
    subject: {
      id: subjectId,
      name_ar: text(subject?.name_ar),
      name_en: text(subject?.name_en),
      semester: subject.semester,
    },
  };
}

/** GET /api/student/progress/continue: empty for visitors, who never ask. */
export function useContinueLearning() {
  return useQuery({
    queryKey: [PROGRESS_ROOT, 'continue'],
    enabled: useIsStudent(),
    queryFn: async ({ signal }) =>
      listOf(await apiRequest('/api/student/progress/continue', { signal }), readContinueItem),
  });
}
