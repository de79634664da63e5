import type { AdminArticleCategory } from '@phiencho/contracts'

import {
  useOrderArticleCategories,
  useUpdateArticleCategory,
} from '../../api/change-article-categories'
import { OrderedList } from '../ordered-list'

interface ArticleCategoryListProps {
  categories: readonly AdminArticleCategory[]
  /** Absent: shown to a writer, who may read the categories but not change them. */
  onEdit?: (category: AdminArticleCategory) => void
}

const count = (value: number) => value.toLocaleString('vi-VN')

/** News categories in the news pages' order, each moved, edited, hidden or shown. */
export function ArticleCategoryList({ categories, onEdit }: ArticleCategoryListProps) {
  const order = useOrderArticleCategories()
  const update = useUpdateArticleCategory()
  return (
    <OrderedList
      items={categories}
      noun="chuyên mục"
      idPrefix="article-category"
      label="Chuyên mục theo thứ tự"
      empty="Chưa có chuyên mục nào."
      details={(category) =>
        `/danh-muc-bai-viet/${category.slug} · ${count(category.published_count)} bài đã đăng / ${count(category.article_count)} bài`
      }
      changes={
        onEdit
          ? {
              order: (ids) => order.mutateAsync(ids),
              setHidden: (item, hidden) =>
                update.mutateAsync({ id: item.id, body: { is_hidden: hidden } }),
              busy: order.isPending || update.isPending,
              onEdit,
            }
          : undefined
      }
    />
  )
}
