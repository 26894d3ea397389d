import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFailureText } from '@/shared/lib/api-client.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { Page } from '@/shared/ui/page.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/query-states.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { useBlogs } from '../api/get-blogs.ts';
import { BlogCard } from '../components/blog-card.tsx';

/** /blog: posts newest first, a page at a time (docs/product.md §2, §8 for the empty and error texts). */
export function BlogPage() {
  const { t } = useTranslation('site');
  const blogs = useBlogs();
  const posts = blogs.data?.pages.flatMap((page) => page.items) ?? [];
  const failure = blogs.isError && (
    <ErrorState
      message={fetchFailureText(blogs.error, {
        wentWrong: t('blog.error'),
        failed: t('blog.failed'),
      })}
      onRetry={() => blogs.refetch()}
    />
  );

  let body: ReactNode;
  if (blogs.isPending) body = <LoadingState />;
  else if (posts.length === 0) body = failure || <EmptyState>{t('blog.empty')}</EmptyState>;
  else
    body = (
      <>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-4">
          {failure}
          {blogs.hasNextPage && !blogs.isError && (
            <button
              type="button"
              onClick={() => blogs.fetchNextPage()}
              disabled={blogs.isFetchingNextPage}
              className={buttonClass('secondary')}
            >
              {blogs.isFetchingNextPage && <Spinner className="size-5" />}
              {t('blog.loadMore')}
            </button>
          )}
        </div>
      </>
    );

  return (
    <Page title={t('blog.title')} lead={t('blog.lead')}>
      {body}
    </Page>
  );
}
