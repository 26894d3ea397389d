import { asRow, optionalText, positiveId, type Row, text } from '@/shared/api/read-rows.ts';

/** A blog post as the pages use it (docs/product.md §3 "Blog"), read defensively from the API. */
export type BlogPost = {
  id: number;
  image: string | null;
  title_ar: string;
  title_en: string;
  topic_ar: string;
  topic_en: string;
  content_ar: string;
  content_en: string;
  created_at: string | null;
};

export function toBlogPost(row: Row): BlogPost | null {
  const id = positiveId(row.id);
  if (id === null) return null;
  return {
    id,
    image: optionalText(row.image),
    title_ar: text(row.title_ar),
    title_en: text(row.title_en),
    topic_ar: text(row.topic_ar),
    topic_en: text(row.topic_en),
    content_ar: text(row.content_ar),
    content_en: text(row.content_en),
    created_at: optionalText(row.created_at),
  };
}

export const readBlogPost = (value: unknown): BlogPost | null => {
  const row = asRow(value);
  return row ? toBlogPost(row) : null;
};
