import {
  type AdminCategory,
  CATALOGUE_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_SLUG_MAX,
  categoryStatuses,
  categoryStatusLabels,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from '@phiencho/contracts'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { SelectField, TextAreaField } from '../../../../components/ui/form-fields'
import { TextField } from '../../../../components/ui/text-field'
import { useApiForm } from '../../../../lib/use-api-form'
import { useSaveCategory } from '../../api/change-categories'
import { adminFormSchema } from '../../load-form-schema'
import { useToast } from '../toasts'
import { categoryLabel } from './category-tree-order'
import { PictureField } from '../picture-field'

const createSchema = adminFormSchema('createCategoryRequest')
const updateSchema = adminFormSchema('updateCategoryRequest')
const FIELDS = [
  'name',
  'slug',
  'status',
  'parent_id',
  'description',
  'image',
  'seo_title',
  'seo_description',
] as const

interface CategoryFormProps {
  /** null: a new category. */
  category: AdminCategory | null
  /** The whole tree, for the parent of a new category. */
  tree: readonly AdminCategory[]
  onDone: () => void
}

function readCategory(form: HTMLFormElement, isNew: boolean) {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  const parent = text('parent_id')
  return {
    name: text('name'),
    slug: text('slug'),
    status: text('status'),
    description: text('description'),
    image: text('image'),
    seo_title: text('seo_title'),
    seo_description: text('seo_description'),
    ...(isNew ? { parent_id: parent ? Number(parent) : null } : {}),
  }
}

/** A category's fields; its place in the tree changes from the tree's own controls. */
export function CategoryForm({ category, tree, onDone }: CategoryFormProps) {
  const save = useSaveCategory()
  const toast = useToast()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: category ? updateSchema : createSchema,
    fields: FIELDS,
    read: (form) => readCategory(form, category === null),
    submit: async (body) => {
      const saved = await save.mutateAsync({ id: category?.id ?? null, body })
      toast(
        'success',
        category ? `Đã lưu danh mục ${saved.name}.` : `Đã tạo danh mục ${saved.name}.`,
      )
      onDone()
    },
  })
  const e = errors.fields
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextField
        name="name"
        label="Tên danh mục"
        required
        maxLength={CATEGORY_NAME_MAX}
        defaultValue={category?.name ?? ''}
        error={e.name}
      />
      <TextField
        name="slug"
        label="Đường dẫn"
        maxLength={CATEGORY_SLUG_MAX}
        defaultValue={category?.slug ?? ''}
        hint="Bỏ trống để tạo từ tên. Đổi đường dẫn thì liên kết cũ tới danh mục không còn mở được."
        error={e.slug}
        autoCapitalize="none"
        spellCheck={false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="status"
          label="Trạng thái"
          defaultValue={category?.status ?? 'active'}
          hint="Danh mục ẩn không hiện trên menu và trang danh mục; sản phẩm của nó vẫn bán và tìm được."
          error={e.status}
        >
          {categoryStatuses.map((status) => (
            <option key={status} value={status}>
              {categoryStatusLabels[status]}
            </option>
          ))}
        </SelectField>
        {category ? null : (
          <SelectField name="parent_id" label="Danh mục cha" defaultValue="" error={e.parent_id}>
            <option value="">— Không (danh mục gốc) —</option>
            {tree.map((node) => (
              <option key={node.id} value={node.id}>
                {categoryLabel(node)}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <TextAreaField
        name="description"
        label="Mô tả"
        rows={3}
        maxLength={CATALOGUE_DESCRIPTION_MAX}
        defaultValue={category?.description ?? ''}
        error={e.description}
      />
      <PictureField
        owner="category"
        name="image"
        label="Ảnh danh mục"
        hint="JPEG, PNG hoặc WebP, tối đa 5 MB; hiện trên menu và trang chủ."
        stored={category?.image ?? null}
        storedUrl={category?.image_url ?? null}
        error={e.image}
      />
      <details
        className="rounded-lg border border-ink-200 p-4"
        open={Boolean(e.seo_title ?? e.seo_description)}
      >
        <summary className="cursor-pointer font-medium text-ink-800">SEO</summary>
        <div className="mt-3 space-y-4">
          <TextField
            name="seo_title"
            label="Tiêu đề SEO"
            maxLength={SEO_TITLE_MAX}
            defaultValue={category?.seo_title ?? ''}
            hint="Bỏ trống để dùng tên danh mục."
            error={e.seo_title}
          />
          <TextAreaField
            name="seo_description"
            label="Mô tả SEO"
            rows={2}
            maxLength={SEO_DESCRIPTION_MAX}
            defaultValue={category?.seo_description ?? ''}
            error={e.seo_description}
          />
        </div>
      </details>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="submit" pending={pending}>
          {category ? 'Lưu danh mục' : 'Tạo danh mục'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Hủy
        </Button>
      </div>
    </form>
  )
}
