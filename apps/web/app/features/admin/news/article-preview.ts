import type { AdminArticle, ArticleDetail } from '@phiencho/contracts'

/**
 * An article of the console in the shape the public article page draws, so the preview is that
 * page: an article not published yet is dated at its scheduled time, else now; no related ones.
 */
export function previewArticle(
  article: AdminArticle,
  categorySlug: string,
  now: Date,
): ArticleDetail {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    cover_image: article.cover_url
      ? {
          url: article.cover_url,
          width: article.cover_width,
          height: article.cover_height,
          alt: article.cover_alt ?? article.title,
        }
      : null,
    category: { name: article.category.name, slug: categorySlug },
    published_at: article.published_at ?? now.toISOString(),
    reading_minutes: article.reading_minutes,
    is_featured: article.is_featured,
    body: article.body,
    tags: article.tags,
    seo_title: article.seo_title,
    seo_description: article.seo_description,
    author: article.author ? { name: article.author.name } : null,
    updated_at: article.updated_at,
    related: [],
  }
}
