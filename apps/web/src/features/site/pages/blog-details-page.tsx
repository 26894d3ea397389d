import { type Blog, SHARE_DESCRIPTION_MAX, truncate } from '@madrasa/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { usePageTitle } from '@/shared/hooks/use-page-title.ts';
import { ApiError, fetchFailureText } from '@/shared/lib/api-client.ts';
import { fileUrl } from '@/shared/lib/file-url.ts';
import { useLocalized } from '@/shared/lib/localized.ts';
import { Page } from '@/shared/ui/page.tsx';
import { ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { useBlog } from '../api/get-blog.ts';
import { PostByline } from '../components/post-byline.tsx';

function BackToBlog() {
  const { t } = useTranslation('site');
  return (
    <Link
      to={paths.blog.path}
      className="inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-teal-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
      {t('blogDetails.back')}
    </Link>
  );
}

/** /blogDetails/{id}: the full post, or "Blog Post Not Found" with a way back (docs/product.md §2, §8). */
export function BlogDetailsPage() {
  const { t } = useTranslation('site');
  const { message } = useMessage();
  const { id = '' } = useParams();
  const validId = /^\d{1,10}$/.test(id);
  const blog = useBlog(id, validId);

  if (!validId || (blog.error instanceof ApiError && blog.error.status === 404)) {
    return (
      <Page title={t('blogDetails.notFound.title')}>
        <p role="alert" className="text-lg text-slate-800">
          {message('site.blog_not_found')}. {t('blogDetails.notFound.hint')}
        </p>
        <div className="mt-6">
          <BackToBlog />
        </div>
      </Page>
    );
  }
  if (blog.isError) {
    return (
      <Page title={t('blogDetails.title')}>
        <ErrorState
          message={fetchFailureText(blog.error, {
            wentWrong: t('blogDetails.error'),
            failed: t('blogDetails.failed'),
          })}
          onRetry={() => blog.refetch()}
        />
        <div className="mt-6">
          <BackToBlog />
        </div>
      </Page>
    );
  }
  if (!blog.data) return <LoadingState />;
  return <BlogArticle post={blog.data} />;
}

function BlogArticle({ post }: { post: Blog }) {
  const pick = useLocalized();
  const title = pick(post, 'title');
  const topic = pick(post, 'topic');
  const content = pick(post, 'content');
  usePageTitle(title, {
    description: truncate(content, SHARE_DESCRIPTION_MAX),
    image: post.image,
    type: 'article',
  });
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <BackToBlog />
      {topic && (
        <p className="mt-6 w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {topic}
        </p>
      )}
      <h1 className="mt-3 text-3xl leading-tight font-bold text-teal-950 sm:text-4xl">{title}</h1>
      <PostByline createdAt={post.created_at} className="mt-3" />
      {post.image && (
        <img
          src={fileUrl(post.image)}
          alt=""
          width={1200}
          height={675}
          decoding="async"
          className="mt-8 aspect-video w-full rounded-2xl bg-teal-50 object-cover"
        />
      )}
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-slate-800">
        {content.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
