import type { ArticleSummary } from '@phiencho/contracts'

import { ArticleCard } from './article-card'
import { SectionTitle } from './section-title'

/** "Bài viết liên quan" under an article: same category first, then shared tags (the API's order). */
export function RelatedArticles({ articles }: { articles: ArticleSummary[] }) {
  if (!articles.length) return null
  return (
    <section aria-labelledby="related-articles">
      <SectionTitle id="related-articles">Bài viết liên quan</SectionTitle>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  )
}
