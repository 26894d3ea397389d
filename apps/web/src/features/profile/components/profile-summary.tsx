import type { SiteRole } from '@madrasa/contracts';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import type { ProfileOf } from '../api/profile-types.ts';
import { ProfilePhoto } from './profile-photo.tsx';

/** Who is signed in: photo, name, role and e-mail; a teacher also gets a link to their public page. */
export function ProfileSummary<R extends SiteRole>({
  role,
  profile,
}: {
  role: R;
  profile: ProfileOf<R>;
}) {
  const { t } = useTranslation('profile');
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <section
      aria-label={name}
      className="flex flex-col items-center gap-5 rounded-3xl bg-teal-50 p-6 text-center sm:flex-row sm:text-start"
    >
      <ProfilePhoto
        src={profile.photo ? fileUrl(profile.photo) : null}
        alt={t('summary.photoAlt', { name })}
        className="size-24 border-4 border-white shadow-md sm:size-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-2xl font-bold break-words text-teal-950">
          <bdi>{name}</bdi>
        </p>
        <p className="font-semibold text-teal-800">{t(`summary.${role}`)}</p>
        <p className="break-all text-slate-700">
          <bdi dir="ltr">{profile.email}</bdi>
        </p>
      </div>
      {role === 'teacher' && (
        <Link to={paths.teacherDetails.to(profile.id)} className={buttonClass('secondary')}>
          <Eye aria-hidden="true" className="size-5" />
          {t('summary.publicPage')}
        </Link>
      )}
    </section>
  );
}
