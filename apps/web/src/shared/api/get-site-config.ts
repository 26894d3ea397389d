import { type SiteConfigAnswer, siteConfigSchema, UPLOAD_LIMITS } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from './get-data.ts';

/**
 * Public runtime settings (GET /api/config), as the pages use them. Until the answer
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
  /** Bytes per kind, so upload forms refuse an oversized file before sending it. */
  uploadLimits: SiteConfigAnswer['upload_limits'];
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
  uploadLimits: UPLOAD_LIMITS,
};

/** A setting the server leaves unset is an empty string. */
const str = (value: string): string | null => value.trim() || null;

/** Only web links are drawn as links, whatever an operator typed. */
const httpUrl = (value: string): string | null => {
  const url = str(value);
  return url && /^https?:\/\//i.test(url) ? url : null;
};

function toSiteConfig(answer: SiteConfigAnswer): SiteConfig {
  const { contact } = answer;
  // `social.site` is the provider's social site of the header, not one more network icon.
  const social = Object.entries(answer.social).flatMap(([network, value]) => {
    const url = httpUrl(value);
    return url && network !== 'site' ? [{ network, url }] : [];
  });
  const defaults = DEFAULT_SITE_CONFIG;
  return {
    launchMode: answer.launch_mode,
    teacherSignup: answer.teacher_signup,
    examSiteUrl: httpUrl(answer.exam_site_url),
    contact: {
      phone: str(contact.phone),
      email: str(contact.email),
      locationAr: str(contact.location_ar) ?? defaults.contact.locationAr,
      locationEn: str(contact.location_en) ?? defaults.contact.locationEn,
      mapEmbedUrl: httpUrl(contact.map_embed_url),
      mapUrl: httpUrl(contact.map_url),
    },
    socialSiteUrl: httpUrl(answer.social.site) ?? social[0]?.url ?? null,
    social,
    uploadLimits: answer.upload_limits,
  };
}

export const getSiteConfig = async ({ signal }: { signal?: AbortSignal } = {}) =>
  toSiteConfig(await getData('/api/config', { signal, auth: false, schema: siteConfigSchema }));

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
