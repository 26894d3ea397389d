import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn.ts';
import { toLanguage } from '@/shared/lib/direction.ts';

/** "By Admin · 3 May 2025": posts are written by the site's admins (docs/product.md §1). */
export function PostByline({
  createdAt,
  className,
}: {
  createdAt: string | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation('site');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const date = createdAt ? new Date(createdAt) : null;
  const valid = date && !Number.isNaN(date.getTime());
  return (
    <p className={cn('text-sm text-slate-700', className)}>
      <span>{t('blog.byAdmin')}</span>
      {valid && (
        <>
          <span aria-hidden="true"> · </span>
          <time dateTime={createdAt ?? undefined}>
            {/* Latin digits, as everywhere else on the site. */}
            {date.toLocaleDateString(language === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB', {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            })}
          </time>
        </>
      )}
    </p>
  );
}
