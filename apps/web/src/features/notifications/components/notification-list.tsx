import type { Notification } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/shared/lib/cn.ts';
import { toLanguage } from '@/shared/lib/direction.ts';
import { lineLink, lineText } from './line-text.ts';

/** The bell's lines, newest first; an unread one is marked in colour and for screen readers. */
export function NotificationList({
  items,
  forParent,
  onNavigate,
}: {
  items: Notification[];
  forParent: boolean;
  /** A line was followed: the popover closes, and the line counts as read. */
  onNavigate: (line: Notification) => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((line) => (
        <li key={line.id}>
          <Link
            to={lineLink(line, forParent)}
            onClick={() => onNavigate(line)}
            className={cn(
              'block px-4 py-3 text-sm hover:bg-slate-50',
              line.read_at ? 'text-slate-700' : 'bg-teal-50/60 font-semibold text-slate-900',
            )}
          >
            {!line.read_at && <span className="sr-only">{t('bell.unread')}: </span>}
            {lineText(t, language, line, forParent)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
