import type { ArticleDetail } from '@phiencho/contracts'

import { RichText } from '../../../components/ui/rich-text'
import { bodyOpensWithExcerpt } from '../article-lead'
import { ArticleCoverImage } from './article-cover-image'
import { ArticleHeader } from './article-header'
import { ArticleTags } from './article-tags'
import { ShareButtons } from './share-buttons'

interface ArticleViewProps {
  article: ArticleDetail
  /** The article's absolute address, for the share buttons. */
  url: string
}

/** An article as readers see it: header, cover, body, tags and sharing (the page and its preview). */
export function ArticleView({ article, url }: ArticleViewProps) {
  const leadInBody = bodyOpensWithExcerpt(article.body, article.excerpt)
  return (
    <article className="mx-auto mt-4 max-w-3xl sm:mt-6">
      <ArticleHeader article={article} withLead={!leadInBody} />
      {article.cover_image ? (
        <div className="mt-5">
          <ArticleCoverImage image={article.cover_image} title={article.title} />
        </div>
      ) : null}
      <RichText
        html={article.body}
        className={`mt-6 text-[1.0625rem] sm:text-lg sm:leading-8 sm:[&_h2]:text-xl ${
          leadInBody ? '[&>p:first-child]:font-semibold [&>p:first-child]:text-ink-900' : ''
        }`}
      />
      <footer className="mt-8 space-y-4 border-t border-ink-200 pt-5">
        <ArticleTags tags={article.tags} />
        <ShareButtons url={url} title={article.title} />
      </footer>
    </article>
  )
}
