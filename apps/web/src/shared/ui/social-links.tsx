import { useTranslation } from 'react-i18next';
import type { SocialLink } from '@/shared/api/get-site-config.ts';
import { cn } from '@/shared/lib/cn.ts';
import { SocialIcon, socialNetworkName } from './social-icon.tsx';

/**
 * The provider's social networks (the site settings), as round icon links opening in a new
 * tab: the footer, the pre-launch footer and the contact page show the same list.
 */
export function SocialLinks({
  links,
  className,
  linkClassName,
}: {
  links: SocialLink[];
  className?: string;
  /** The colours of the round links on their background. */
  linkClassName: string;
}) {
  const { t } = useTranslation('common');
  return (
    <ul className={cn('flex gap-3', className)}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={cn('grid size-11 place-items-center rounded-full', linkClassName)}
          >
            <SocialIcon network={link.network} className="size-5" />
            <span className="sr-only">
              {socialNetworkName(link.network)} {t('newTab')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
