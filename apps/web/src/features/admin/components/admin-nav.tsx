import type { AdminCatalogueTable } from '@madrasa/contracts';
import {
  BookMarked,
  BookOpen,
  ClipboardList,
  CreditCard,
  Crown,
  FileText,
  Flag,
  GraduationCap,
  Inbox,
  Layers,
  ListOrdered,
  ListTree,
  type LucideIcon,
  MessageCircleQuestion,
  Newspaper,
  Phone,
  ScrollText,
  Star,
  Users,
  Video,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/shared/lib/cn.ts';
import { TABLE_TITLES } from '../catalogue/table-titles.ts';
import { adminPaths } from '../lib/admin-paths.ts';

const CATALOGUE: Array<[AdminCatalogueTable, LucideIcon]> = [
  ['grades', Layers],
  ['subjects', BookOpen],
  ['subject-units', ListTree],
  ['unit-lessons', ListOrdered],
  ['lessons', Video],
  ['worksheets', FileText],
  ['exams', ClipboardList],
  ['summaries', ScrollText],
  ['teacher-guides', BookMarked],
];

const MODERATION = [
  { to: adminPaths.exams, label: 'nav.computerExams', icon: GraduationCap },
  { to: adminPaths.blog, label: 'nav.blog', icon: Newspaper },
  { to: adminPaths.reviews, label: 'nav.reviews', icon: Star },
  { to: adminPaths.teachers, label: 'nav.teachers', icon: Users },
  { to: adminPaths.inbox, label: 'nav.inbox', icon: Inbox },
  { to: adminPaths.questions, label: 'nav.questions', icon: MessageCircleQuestion },
  { to: adminPaths.chatReports, label: 'nav.chatReports', icon: Flag },
  { to: adminPaths.premiumCourses, label: 'nav.premiumCourses', icon: Crown },
  { to: adminPaths.cards, label: 'nav.cards', icon: CreditCard },
  { to: adminPaths.phoneNumbers, label: 'nav.phoneNumbers', icon: Phone },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-10 items-center gap-3 rounded-lg px-3 font-medium transition-colors',
    isActive ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-teal-50 hover:text-teal-900',
  );

function Item({
  to,
  label,
  icon: Icon,
  onNavigate,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <NavLink to={to} className={linkClass} onClick={onNavigate}>
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {label}
      </NavLink>
    </li>
  );
}

/** The console's sections: the catalogue tables, then content and moderation. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')} className="space-y-4">
      <div>
        <h2 className="px-3 pb-2 text-xs font-bold tracking-wide text-slate-600 uppercase">
          {t('nav.catalogue')}
        </h2>
        <ul className="space-y-0.5">
          {CATALOGUE.map(([table, icon]) => (
            <Item
              key={table}
              to={adminPaths.catalogue(table)}
              label={t(TABLE_TITLES[table])}
              icon={icon}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      </div>
      <div>
        <h2 className="px-3 pb-2 text-xs font-bold tracking-wide text-slate-600 uppercase">
          {t('nav.site')}
        </h2>
        <ul className="space-y-0.5">
          {MODERATION.map((item) => (
            <Item
              key={item.to}
              to={item.to}
              label={t(item.label)}
              icon={item.icon}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      </div>
    </nav>
  );
}
