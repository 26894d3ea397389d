import type { Entitlement } from '@madrasa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { isSignedIn } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Page } from '@/shared/ui/page.tsx';
import { QueryFallback } from '@/shared/ui/query-states.tsx';
import { useLinkedChildren } from '../api/get-children.ts';
import { ActivateForm } from '../components/activate-form.tsx';
import { ActivationResult } from '../components/activation-result.tsx';

type Activated = { message: string; entitlement: Entitlement };

/**
 * /activate?code=…: where a card's QR code leads, the code filled in. A student activates for
 * themselves; a parent picks the linked child (`?student=` picks one from the child's page).
 */
export function ActivatePage() {
  const { t } = useTranslation('premium');
  const [params] = useSearchParams();
  const { session } = useSession();
  const parent = isSignedIn(session) && session.userType === 'parent';
  const children = useLinkedChildren(parent);
  const [activated, setActivated] = useState<Activated | null>(null);
  const code = params.get('code') ?? '';

  const form = () => {
    if (!parent) return <ActivateForm initialCode={code} onActivated={setActivated} />;
    if (!children.data)
      return <QueryFallback query={children} failed={t('activate.childrenFailed')} />;
    if (children.data.length === 0) {
      return (
        <div className="max-w-2xl rounded-2xl bg-slate-50 p-6 text-slate-700">
          <p>{t('activate.noChildren')}</p>
          <Link to={paths.parent.path} className={buttonClass('primary', 'mt-4')}>
            {t('activate.linkChild')}
          </Link>
        </div>
      );
    }
    return (
      <ActivateForm
        initialCode={code}
        linkedChildren={children.data}
        initialChild={children.data.find((child) => String(child.id) === params.get('student'))?.id}
        onActivated={setActivated}
      />
    );
  };

  return (
    <Page title={t('activate.pageTitle')} lead={t('activate.pageLead')}>
      {activated ? (
        <ActivationResult {...activated} onAnother={() => setActivated(null)} />
      ) : (
        form()
      )}
    </Page>
  );
}
