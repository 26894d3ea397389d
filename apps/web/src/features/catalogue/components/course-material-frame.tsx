import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type CourseMaterial, paths } from '@/config/paths.ts';
import { Page } from '@/shared/ui/page.tsx';

/** The frame shared by the six material pages under /course-content/:subjectId/:semesterId. */
export function CourseMaterialFrame({
  material,
  children,
}: {
  material: CourseMaterial;
  children?: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const { subjectId = '', semesterId = '' } = useParams();
  return (
    <Page title={t(`material.${material}`)} lead={t(`material.${material}.lead`)}>
      <Link
        to={paths.courseContent.to(subjectId, semesterId)}
        className="mb-8 inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-teal-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
        {t('courseContent.back')}
      </Link>
      {children}
    </Page>
  );
}
