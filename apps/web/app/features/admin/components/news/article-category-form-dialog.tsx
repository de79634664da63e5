import {
  type AdminArticleCategory,
  ARTICLE_CATEGORY_DESCRIPTION_MAX,
  ARTICLE_CATEGORY_NAME_MAX,
} from '@phiencho/contracts'

import {
  useCreateArticleCategory,
  useUpdateArticleCategory,
} from '../../api/change-article-categories'
import { adminFormSchema } from '../../load-form-schema'
import { NamedItemFormDialog } from '../named-item-form-dialog'

// A rename sends both fields, so the new category's schema checks both.
const schema = adminFormSchema('adminArticleCategoryCreateRequest')
const FIELDS = ['name', 'description'] as const

interface ArticleCategoryFormDialogProps {
  /** Null: a new category. */
  category: AdminArticleCategory | null
  open: boolean
  onClose: () => void
}

function readCategory(form: HTMLFormElement) {
  const data = new FormData(form)
  return {
    name: String(data.get('name') ?? ''),
    description: String(data.get('description') ?? ''),
  }
}

/** Adds a news category, or renames and describes one (its address stays as it was). */
export function ArticleCategoryFormDialog({
  category,
  open,
  onClose,
}: ArticleCategoryFormDialogProps) {
  const create = useCreateArticleCategory()
  const update = useUpdateArticleCategory()
  return (
    <NamedItemFormDialog
      item={category}
      open={open}
      onClose={onClose}
      noun="chuyên mục"
      nameMax={ARTICLE_CATEGORY_NAME_MAX}
      descriptionMax={ARTICLE_CATEGORY_DESCRIPTION_MAX}
      schema={schema}
      fields={FIELDS}
      read={readCategory}
      save={(body) =>
        category ? update.mutateAsync({ id: category.id, body }) : create.mutateAsync(body)
      }
    />
  )
}
