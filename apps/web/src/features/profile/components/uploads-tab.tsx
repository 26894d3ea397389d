import { Tabs } from 'radix-ui';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthoringHost } from '@/shared/exam-authoring/index.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { directionOf } from '@/shared/lib/direction.ts';
import { LoadingState } from '@/shared/ui/query-states.tsx';
import { useUploadStats } from '../api/get-upload-stats.ts';
import type { UploadKind } from '../api/upload-kinds.ts';
import { ExamUploadForm } from './exam-upload-form.tsx';
import { FileUploadForm } from './file-upload-form.tsx';
import { LessonUploadForm } from './lesson-upload-form.tsx';
import { MyUploadsList } from './my-uploads-list.tsx';
import { TabList } from './tab-list.tsx';
import { TabSection } from './tab-section.tsx';

const KINDS = [
  { kind: 'file', label: 'uploads.files', Form: FileUploadForm },
  { kind: 'lesson', label: 'uploads.lessons', Form: LessonUploadForm },
  { kind: 'exam', label: 'uploads.exams', Form: ExamUploadForm },
] as const satisfies readonly { kind: UploadKind; label: string; Form: () => ReactNode }[];

const COMPUTER_EXAMS = 'computer-exams';
// The exam editor (with its math renderer) loads when its tab opens, not with the profile.
const ExamAuthoring = lazy(() =>
  import('@/shared/exam-authoring/exam-authoring.tsx').then((module) => ({
    default: module.ExamAuthoring,
  })),
);

/** The teacher's own question bank and computer-based exams, through their session. */
const teacherAuthoring: AuthoringHost = {
  request: (path, options) => apiRequest(`/api/teacher${path}`, options),
  queryRoot: 'teacher-authoring',
};

/**
 * Files, Lessons and Exams (docs/product.md §2): each an upload form above the teacher's own
 * list; then the teacher's computer-based exams and their question bank.
 */
export function UploadsTab() {
  const { t, i18n } = useTranslation('profile');
  // The computer-based exams' attempts and averages come with the uploads' numbers.
  const stats = useUploadStats().data;
  const examNumbers = useMemo(
    () => stats && new Map(stats.computer_exams.map((row) => [row.id, row])),
    [stats],
  );
  return (
    <TabSection title={t('tabs.uploads')}>
      <Tabs.Root defaultValue="file" dir={directionOf(i18n.resolvedLanguage)}>
        <TabList
          variant="sub"
          label={t('uploads.label')}
          items={[
            ...KINDS.map(({ kind, label }) => ({ value: kind, label: t(label) })),
            { value: COMPUTER_EXAMS, label: t('uploads.computerExams') },
          ]}
        />
        {KINDS.map(({ kind, Form }) => (
          <Tabs.Content key={kind} value={kind} className="mt-6 flex flex-col gap-8 rounded-lg">
            <Form />
            <MyUploadsList kind={kind} />
          </Tabs.Content>
        ))}
        <Tabs.Content value={COMPUTER_EXAMS} className="mt-6 rounded-lg">
          <Suspense fallback={<LoadingState />}>
            <ExamAuthoring host={teacherAuthoring} examNumbers={examNumbers} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </TabSection>
  );
}
