import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

/**
 * Public runtime settings (GET /api/config). The response is read defensively: any field
 * may be missing, and the body may or may not be wrapped in `{ status, data }`. Until it
 * arrives, or if it fails, the defaults below apply (live site, teacher sign-up open).
 */
export type SocialLink = { network: string; url: string };

export type SiteConfig = {
  launchMode: 'live' | 'prelaunch';
  teacherSignup: 'open' | 'closed';
  examSiteUrl: string | null;
  contact: {
    phone: string | null;
    email: string | null;
    locationAr: string;
    locationEn: string;
    /** The contact page's embedded map and its "view location" link. */
    mapEmbedUrl: string | null;
    mapUrl: string | null;
  };
  /** The provider's social media site, linked from the header. */
  socialSiteUrl: string | null;
  social: SocialLink[];
};

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  launchMode: 'live',
  teacherSignup: 'open',
  examSiteUrl: null,
  contact: {
    phone: null,
    email: null,
    locationAr: 'عمّان - الأردن',
    locationEn: 'Amman - Jordan',
    mapEmbedUrl: null,
    mapUrl: null,
  },
  socialSiteUrl: null,
  social: [],
};

type Raw = Record<string, unknown>;

const record = (value: unknown): Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const httpUrl = (value: unknown): string | null => {
  const url = str(value);
  return url && /^https?:\/\//i.test(url) ? url : null;
};

export function normalizeSiteConfig(body: unknown): SiteConfig {
  const outer = record(body);
  const raw = outer.status === 'success' ? record(outer.data) : outer;
  const contact = record(raw.contact);
  const socialLinks = record(raw.social);
  // `social.site` is the provider's social site of the header, not one more network icon.
  const social = Object.entries(socialLinks).flatMap(([network, value]) => {
    const url = httpUrl(value);
    return url && network !== 'site' ? [{ network, url }] : [];
  });
  const defaults = DEFAULT_SITE_CONFIG;
  return {
    launchMode: raw.launch_mode === 'prelaunch' ? 'prelaunch' : 'live',
    teacherSignup: raw.teacher_signup === 'closed' ? 'closed' : 'open',
    examSiteUrl: httpUrl(raw.exam_site_url),
    contact: {
      phone: str(contact.phone),
      email: str(contact.email),
      locationAr: str(contact.location_ar) ?? defaults.contact.locationAr,
      locationEn: str(contact.location_en) ?? defaults.contact.locationEn,
      mapEmbedUrl: httpUrl(contact.map_embed_url),
      mapUrl: httpUrl(contact.map_url),
    },
    socialSiteUrl:
      httpUrl(raw.social_site_url) ?? httpUrl(socialLinks.site) ?? social[0]?.url ?? null,
    social,
  };
}

export const getSiteConfig = async ({ signal }: { signal?: AbortSignal } = {}) =>
  normalizeSiteConfig(await apiRequest('/api/config', { signal, auth: false }));

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'],
    queryFn: getSiteConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The launch mode the server wrote into the page (`<meta name="launch-mode">`), so the first
 * paint of a pre-launch `/` already has no header or footer; live when the page has none.
 */
const launchModeOfPage = (): SiteConfig['launchMode'] =>
  typeof document !== 'undefined' &&
  document.querySelector('meta[name="launch-mode"]')?.getAttribute('content') === 'prelaunch'
    ? 'prelaunch'
    : 'live';

/** The settings, with defaults (and the page's launch mode) while loading or on failure. */
export function useSiteConfig(): { config: SiteConfig; isPending: boolean } {
  const query = useQuery(siteConfigQueryOptions());
  return {
    config: query.data ?? { ...DEFAULT_SITE_CONFIG, launchMode: launchModeOfPage() },
    isPending: query.isPending,
  };
}
