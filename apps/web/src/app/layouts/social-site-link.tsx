import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/shared/api/get-site-config.ts';
import { cn } from '@/shared/lib/cn.ts';
import { SocialIcon } from '@/shared/ui/social-icon.tsx';

/** The header's link to the provider's social media site (shown once the settings name one). */
export function SocialSiteLink({
  className,
  withText,
}: {
  className?: string;
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const { config } = useSiteConfig();
  if (!config.socialSiteUrl) return null;
  const network = config.social.find((link) => link.url === config.socialSiteUrl)?.network ?? '';
  return (
    <a
      href={config.socialSiteUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-teal-800 hover:bg-teal-50',
        className,
      )}
    >
      <SocialIcon network={network} className="size-5" />
      <span className={withText ? undefined : 'sr-only'}>{t('header.social')}</span>
      <span className="sr-only">{t('newTab')}</span>
    </a>
  );
}
