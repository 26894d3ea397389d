import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/shared/ui/page.tsx';
import { ChildrenList } from '../components/children-list.tsx';
import { LinkChildForm } from '../components/link-child-form.tsx';

/**
 * /parent: the signed-in parent's children and the form to add one by code; the app's route
 * adds the sections of other features (the children's class rooms, when the school lets
 * parents read them).
 */
export function ParentPage({ extraSections }: { extraSections?: ReactNode }) {
  const { t } = useTranslation('parents');
  const [params] = useSearchParams();
  return (
    <Page title={t('page.title')} lead={t('page.lead')}>
      <div className="flex flex-col gap-10">
        <LinkChildForm initialCode={params.get('code') ?? ''} />
        <ChildrenList />
        {extraSections}
      </div>
    </Page>
  );
}
