import { type SiteConfigAnswer, UPLOAD_LIMITS } from '@madrasa/contracts';

type ConfigOverrides = Partial<Omit<SiteConfigAnswer, 'contact' | 'social'>> & {
  contact?: Partial<SiteConfigAnswer['contact']>;
  social?: Partial<SiteConfigAnswer['social']>;
};

/** A whole GET /api/config answer: nothing set but what `overrides` names. */
export function siteConfigAnswer({ contact, social, ...rest }: ConfigOverrides = {}) {
  const data: SiteConfigAnswer = {
    launch_mode: 'live',
    teacher_signup: 'open',
    exam_site_url: '',
    contact: {
      phone: '',
      email: '',
      location_ar: '',
      location_en: '',
      map_embed_url: '',
      map_url: '',
      ...contact,
    },
    social: { site: '', facebook: '', instagram: '', youtube: '', whatsapp: '', ...social },
    upload_limits: UPLOAD_LIMITS,
    ...rest,
  };
  return { status: 'success', data };
}
