import type { ArticleList, ArticleSummary } from '@phiencho/contracts'
import { useLocation } from 'react-router'

import { NewsHeadlines } from '../../../components/home/news-headlines'
import { LoadFailed } from '../../../components/ui/load-failed'
import { Pagination } from '../../../components/ui/pagination'
import { ShopLink } from '../../../components/ui/shop-link'
import { pageSearch } from '../../../lib/pagination'
import { ArticleRow } from './article-row'
import { SectionTitle } from './section-title'

/** How many "Tin nổi bật" the side column lists. */
const SIDEBAR_MAX = 4

interface NewsFeedProps {
  /** The list's heading: "Tin mới nhất", "Bài viết trong chuyên mục". */
  title: string
  result: ArticleList | undefined
  /** A newer page is on its way (the old one stays on screen meanwhile). */
  updating: boolean
  failed: boolean
  onRetry: () => void
  retrying: boolean
  /** The lead story already shown above the list: left out of it. */
  leadId?: number
  /** Featured articles for the side column. */
  featured: ArticleSummary[]
  /** Said when the list has no article at all. */
  emptyMessage: string
  /** Leave each row's category out (on a category's own page). */
  withCategory?: boolean
}

/** A page of articles with its page numbers, and "Tin nổi bật" beside it (below on a phone). */
export function NewsFeed({
  title,
  result,
  updating,
  failed,
  onRetry,
  retrying,
  leadId,
  featured,
  emptyMessage,
  withCategory = true,
}: NewsFeedProps) {
  const articles = result?.data.filter((article) => article.id !== leadId) ?? []
  const sidebar = featured.filter((article) => article.id !== leadId).slice(0, SIDEBAR_MAX)

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
      <section aria-labelledby="news-feed-title" className="min-w-0">
        <SectionTitle id="news-feed-title">{title}</SectionTitle>
        <div className="mt-4" aria-busy={updating || undefined}>
          {failed && !result ? (
            <LoadFailed
              message="Không tải được danh sách bài viết."
              onRetry={onRetry}
              retrying={retrying}
            />
          ) : result && articles.length === 0 ? (
            <EmptyPage
              page={result.meta.current_page}
              // The lead story alone: it is on the page already.
              message={result.data.length ? 'Chưa có bài viết nào khác.' : emptyMessage}
            />
          ) : result ? (
            <div className={updating ? 'opacity-60 transition-opacity' : ''}>
              <ul className="divide-y divide-ink-200">
                {articles.map((article, index) => (
                  <li key={article.id} className="py-4 first:pt-0">
                    <ArticleRow
                      article={article}
                      // With a lead story above, the list starts below the fold.
                      priority={leadId === undefined && index < 2}
                      withCategory={withCategory}
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                currentPage={result.meta.current_page}
                lastPage={result.meta.last_page}
                className="mt-6"
              />
            </div>
          ) : (
            <p className="text-ink-600">Đang tải bài viết…</p>
          )}
        </div>
      </section>

      {sidebar.length ? (
        <aside
          aria-labelledby="news-featured-title"
          className="min-w-0 lg:sticky lg:top-4 lg:self-start"
        >
          <SectionTitle id="news-featured-title">Tin nổi bật</SectionTitle>
          <div className="mt-4">
            <NewsHeadlines articles={sidebar} />
          </div>
        </aside>
      ) : null}
    </div>
  )
}

function EmptyPage({ page, message }: { page: number; message: string }) {
  const { pathname, search } = useLocation()
  return (
    <div className="card px-6 py-10 text-center">
      <p className="text-lg font-semibold text-ink-900">
        {page > 1 ? 'Trang này không có bài viết nào.' : message}
      </p>
      {page > 1 ? (
        <ShopLink to={`${pathname}${pageSearch(search, 1)}`} className="btn btn-primary mt-5">
          Về trang đầu
        </ShopLink>
      ) : null}
    </div>
  )
}
