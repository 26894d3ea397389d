import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { useLatestBlogs } from '../api/get-blogs.ts';
import { BlogCard } from './blog-card.tsx';
import { SectionHeading } from './section-heading.tsx';

const LATEST_POSTS = 3;

/** The newest posts; hidden while loading or when the blog cannot be reached. */
export function HomeBlog() {
  const { t } = useTranslation('site');
  const posts = useLatestBlogs(LATEST_POSTS);
  if (!posts.data || posts.data.length === 0) return null;

  return (
    <section
      aria-labelledby="home-blog"
      className="below-fold mx-auto w-full max-w-site px-4 py-12 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="home-blog"
        title={t('home.blog.title')}
        more={{ to: paths.blog.path, label: t('home.blog.all') }}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.data.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
