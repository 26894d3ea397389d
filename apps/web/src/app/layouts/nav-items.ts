import type { ParseKeys } from 'i18next';
import { paths } from '@/config/paths.ts';

type NavItem = { to: string; label: ParseKeys<'common'> };

/** The header's links, in the order of docs/product.md §2. */
export const HEADER_NAV: readonly NavItem[] = [
  { to: paths.home.path, label: 'nav.home' },
  { to: paths.about.path, label: 'nav.about' },
  { to: paths.services.path, label: 'nav.services' },
  { to: paths.teachers.path, label: 'nav.teachers' },
  { to: paths.educationalLevel.path, label: 'nav.educationalLevel' },
  { to: paths.contact.path, label: 'nav.contact' },
];

/** The footer's links, in the order of docs/product.md §2. */
export const FOOTER_NAV: readonly NavItem[] = [
  { to: paths.home.path, label: 'nav.home' },
  { to: paths.about.path, label: 'nav.about' },
  { to: paths.services.path, label: 'nav.services' },
  { to: paths.teachers.path, label: 'nav.teachers' },
  { to: paths.blog.path, label: 'nav.blog' },
  { to: paths.educationalLevel.path, label: 'nav.educationalLevel' },
  { to: paths.contact.path, label: 'nav.contact' },
  { to: paths.privacy.path, label: 'nav.privacy' },
  { to: paths.terms.path, label: 'nav.terms' },
  { to: paths.faqs.path, label: 'nav.faqs' },
];
