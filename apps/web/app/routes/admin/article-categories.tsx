import type { AdminArticleCategory } from '@phiencho/contracts'
import { useState } from 'react'

import { useAdminMe } from '../../features/admin/api/get-admin-me'
import {
  adminArticleCategoriesQueryOptions,
  useAdminArticleCategories,
} from '../../features/admin/api/get-admin-article-categories'
import { ArticleCategoryFormDialog } from '../../features/admin/components/news/article-category-form-dialog'
import { ArticleCategoryList } from '../../features/admin/components/news/article-category-list'
import { OrderedListPage } from '../../features/admin/components/ordered-list-page'
import { staffPageClientData, staffPageData } from '../../features/admin/staff-page-data'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/article-categories'

// Read with `article:write`; changed with `article:publish` (the buttons show to its holders).
const PERMISSION = 'article:write'

export const loader = (args: Route.LoaderArgs) =>
  staffPageData(args, PERMISSION, () => [adminArticleCategoriesQueryOptions()])

export const clientLoader = (args: Route.ClientLoaderArgs) =>
  staffPageClientData(args, PERMISSION, () => [adminArticleCategoriesQueryOptions()])

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Chuyên mục tin tức', noIndex: true })

type Editing = { category: AdminArticleCategory | null } | null

export default function ArticleCategoriesPage() {
  const me = useAdminMe()
  const categories = useAdminArticleCategories()
  const [editing, setEditing] = useState<Editing>(null)
  const canChange = Boolean(me?.permissions.includes('article:publish'))
  return (
    <>
      <OrderedListPage
        title="Chuyên mục tin tức"
        intro={
          canChange
            ? 'Thứ tự ở đây là thứ tự bạn đọc thấy trên trang Tin tức; chuyên mục bị ẩn và các bài của nó không hiện với bạn đọc.'
            : 'Các chuyên mục để chọn khi viết bài. Chỉ biên tập viên mới thêm, sửa hoặc sắp xếp được chuyên mục.'
        }
        addLabel={canChange ? 'Thêm chuyên mục' : undefined}
        onAdd={() => setEditing({ category: null })}
        list={categories}
      >
        {(list) => (
          <ArticleCategoryList
            categories={list}
            onEdit={canChange ? (category) => setEditing({ category }) : undefined}
          />
        )}
      </OrderedListPage>
      {canChange ? (
        <ArticleCategoryFormDialog
          key={editing?.category?.id ?? 'new'}
          category={editing?.category ?? null}
          open={editing !== null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  )
}
