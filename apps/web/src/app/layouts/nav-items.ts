import type { ParseKeys } from 'i18next';
import { paths } from '@/config/paths.ts';

type NavItem = { to: string; label: ParseKeys<'common'> };

type NavPage =
  | 'home'
  | 'about'
  | 'services'
  | 'teachers'
  | 'blog'
  | 'educationalLevel'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'faqs';

/** A page's link: its path, and its name under `nav.` in the common texts. */
const item = (page: NavPage): NavItem => ({ to: paths[page].path, label: `nav.${page}` });

/** The header's links, in the order of docs/product.md §2. */
export const HEADER_NAV: readonly NavItem[] = (
  ['home', 'about', 'services', 'teachers', 'educationalLevel', 'contact'] as const
).map(item);

/** The footer's links, in the order of docs/product.md §2. */
export const FOOTER_NAV: readonly NavItem[] = (
  [
    'home',
    'about',
    'services',
    'teachers',
    'blog',
    'educationalLevel',
    'contact',
    'privacy',
    'terms',
    'faqs',
  ] as const
).map(item);
