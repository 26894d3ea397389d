import { type Blog, truncate } from '@madrasa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { PostByline } from './post-byline.tsx';

/** A post in a list: picture, topic, title, "By Admin", a 75-character preview, a link. */
export function BlogCard({ post, heading: Heading = 'h2' }: { post: Blog; heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation('site');
  const pick = useLocalized();
  const title = pick(post, 'title');
  const topic = pick(post, 'topic');
  return (
    <article
      data-reveal
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="aspect-video overflow-hidden bg-teal-50">
        {post.image && (
          <img
            src={fileUrl(post.image)}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {topic && (
          <p className="mb-2 w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {topic}
          </p>
        )}
        <Heading className="text-lg leading-snug font-bold text-teal-950">
          {/* The title link covers the card, so the whole card is one target and one tab stop. */}
          <Link
            to={paths.blogDetails.to(post.id)}
            className="rounded after:absolute after:inset-0 after:content-[''] group-hover:text-teal-800"
          >
            {title}
          </Link>
        </Heading>
        <PostByline createdAt={post.created_at} className="mt-2" />
        <p className="mt-3 flex-1 leading-relaxed text-slate-700">
          {truncate(pick(post, 'content'))}
        </p>
        <span aria-hidden="true" className="mt-4 font-semibold text-teal-800 group-hover:underline">
          {t('blog.readMore')}
        </span>
      </div>
    </article>
  );
}
