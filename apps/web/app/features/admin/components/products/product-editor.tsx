import {
  type AdminCategory,
  adminProductStatuses,
  adminProductStatusLabels,
  type AdminProductDetail,
  adminProductMessages,
} from '@phiencho/contracts'
import { formatDateTimeVi, formatVnd, slugify } from '@phiencho/vn'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'

import { FormAlert } from '../../../../components/ui/form-alert'
import { SelectField, TextAreaField } from '../../../../components/ui/form-fields'
import { TextField } from '../../../../components/ui/text-field'
import { errorSentence, isApiError } from '../../../../lib/api-error'
import { RichTextEditor } from '../../../classifieds/editor/rich-text-editor'
import { uploadProductPicture } from '../../api/change-product'
import {
  autoSku,
  formToRequest,
  type ProductFormState,
  readNumber,
} from '../../products/product-form-state'
import { ProductOptions } from './product-options'
import { ProductPictures } from './product-pictures'

export interface EditorChoices {
  categories: readonly AdminCategory[]
  brands: ReadonlyArray<{ id: number; name: string }>
  stores: ReadonlyArray<{ id: number; name: string }>
}

interface ProductEditorProps {
  initial: ProductFormState
  /** The stored product (editing), or null (a new one). */
  product: AdminProductDetail | null
  choices: EditorChoices
  canPrice: boolean
  /** Without `product:write` the editor shows the product and saves nothing. */
  canWrite?: boolean
  saving: boolean
  /** Saves the request; rejects with the API's error, which the editor shows. */
  onSave: (request: ReturnType<typeof formToRequest>) => Promise<unknown>
  /** Drops what was typed and loads the stored product again (after a 409). */
  onReload?: () => void
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${slugify(title)}`
  return (
    <section aria-labelledby={id} className="card space-y-4 p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * The product editor: what staff type stays in the page whatever the server answers; a refused
 * save shows each field's message beside it, a stale one (someone saved in between) says so and
 * offers to load the new version.
 */
export function ProductEditor({
  initial,
  product,
  choices,
  canPrice,
  canWrite = true,
  saving,
  onSave,
  onReload,
}: ProductEditorProps) {
  const [state, setState] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [conflict, setConflict] = useState(false)
  const set = (change: Partial<ProductFormState>) =>
    setState((current) => ({ ...current, ...change }))
  const error = (field: string) => errors[field]?.[0]
  const uploading = state.pictures.some((picture) => picture.state === 'uploading')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const description = String(new FormData(event.currentTarget).get('description') ?? '')
    setErrors({})
    setFailure(null)
    setConflict(false)
    try {
      await onSave(formToRequest({ ...state, description }))
    } catch (caught) {
      if (isApiError(caught) && caught.status === 409) {
        setConflict(true)
        setFailure(caught.message || adminProductMessages.versionConflict)
      } else {
        if (isApiError(caught)) setErrors(caught.errors)
        setFailure(errorSentence(caught))
      }
    }
  }

  const price = readNumber(state.price)
  const sale = readNumber(state.planned_sale_price)

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <Section title="Thông tin cơ bản">
            <TextField
              name="name"
              label="Tên sản phẩm"
              required
              maxLength={255}
              value={state.name}
              error={error('name')}
              onChange={(event) => {
                const name = event.target.value
                set({ name, ...(state.slugTouched ? {} : { slug: slugify(name) }) })
              }}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="slug"
                label="Đường dẫn"
                maxLength={200}
                value={state.slug}
                error={error('slug')}
                hint={
                  product && product.old_slugs.length > 0
                    ? `Đường dẫn cũ vẫn chuyển về đây: ${product.old_slugs.join(', ')}`
                    : 'Tạo từ tên; đổi đường dẫn thì đường dẫn cũ vẫn chuyển về trang mới.'
                }
                onChange={(event) => set({ slug: event.target.value, slugTouched: true })}
              />
              <TextField
                name="sku"
                label="Mã SKU"
                required
                maxLength={64}
                value={state.sku}
                error={error('sku')}
                onChange={(event) => {
                  const sku = event.target.value
                  // New variants whose SKU nobody typed follow the product's.
                  const variants = state.variants.map((row) =>
                    !row.id && row.sku === autoSku(state.sku, row.options)
                      ? { ...row, sku: autoSku(sku, row.options) }
                      : row,
                  )
                  set({ sku, variants })
                }}
              />
            </div>
            <TextAreaField
              name="short_description"
              label="Mô tả ngắn"
              maxLength={500}
              rows={2}
              value={state.short_description}
              error={error('short_description')}
              onChange={(event) => set({ short_description: event.target.value })}
            />
            <RichTextEditor
              name="description"
              label="Mô tả chi tiết"
              initialValue={initial.description}
              error={error('description')}
              upload={async (file, signal) => {
                const image = await uploadProductPicture(file, () => {}, signal)
                return { url: image.url }
              }}
            />
          </Section>

          <Section title="Hình ảnh">
            <ProductPictures
              pictures={state.pictures}
              error={error('images')}
              onChange={(update) =>
                setState((current) => ({ ...current, pictures: update(current.pictures) }))
              }
            />
          </Section>

          <Section title="Phân loại hàng">
            <ProductOptions
              state={state}
              pictures={state.pictures}
              canPrice={canPrice}
              errors={errors}
              onChange={(next) => set(next)}
            />
          </Section>

          <Section title="Thông số">
            {state.attributes.map((row, index) => (
              <div key={index} className="flex flex-wrap items-end gap-2">
                <label className="block flex-1 text-sm font-medium text-ink-800">
                  Tên thông số
                  <input
                    className="field-input mt-1"
                    value={row.key}
                    maxLength={100}
                    onChange={(event) =>
                      set({
                        attributes: state.attributes.map((r, i) =>
                          i === index ? { ...r, key: event.target.value } : r,
                        ),
                      })
                    }
                  />
                </label>
                <label className="block flex-[2] text-sm font-medium text-ink-800">
                  Giá trị
                  <input
                    className="field-input mt-1"
                    value={row.value}
                    maxLength={500}
                    onChange={(event) =>
                      set({
                        attributes: state.attributes.map((r, i) =>
                          i === index ? { ...r, value: event.target.value } : r,
                        ),
                      })
                    }
                  />
                </label>
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={`Bỏ thông số ${row.key || index + 1}`}
                  onClick={() =>
                    set({ attributes: state.attributes.filter((_, i) => i !== index) })
                  }
                >
                  ×
                </button>
              </div>
            ))}
            {error('attributes') ? (
              <p className="text-sm text-danger-700">{error('attributes')}</p>
            ) : null}
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => set({ attributes: [...state.attributes, { key: '', value: '' }] })}
            >
              + Thêm thông số
            </button>
          </Section>

          <Section title="Tối ưu tìm kiếm (SEO)">
            <TextField
              name="seo_title"
              label="Tiêu đề SEO"
              maxLength={255}
              value={state.seo_title}
              error={error('seo_title')}
              hint="Để trống: dùng tên sản phẩm."
              onChange={(event) => set({ seo_title: event.target.value })}
            />
            <TextAreaField
              name="seo_description"
              label="Mô tả SEO"
              maxLength={500}
              rows={2}
              value={state.seo_description}
              error={error('seo_description')}
              hint="Để trống: dùng mô tả ngắn."
              onChange={(event) => set({ seo_description: event.target.value })}
            />
          </Section>
        </div>

        <div className="min-w-0 space-y-5">
          <Section title="Trạng thái">
            <SelectField
              name="status"
              label="Trạng thái"
              value={state.status}
              error={error('status')}
              onChange={(event) =>
                set({ status: event.target.value as ProductFormState['status'] })
              }
            >
              {adminProductStatuses.map((status) => (
                <option key={status} value={status}>
                  {adminProductStatusLabels[status]}
                </option>
              ))}
            </SelectField>
            {product && product.status === 'published' ? (
              <a
                href={`/san-pham/${product.slug}`}
                className="link text-sm"
                target="_blank"
                rel="noreferrer"
              >
                Xem trên cửa hàng
              </a>
            ) : null}
          </Section>

          <Section title="Phân nhóm">
            <SelectField
              name="category_id"
              label="Danh mục"
              required
              value={state.category_id}
              error={error('category_id')}
              onChange={(event) => set({ category_id: event.target.value })}
            >
              <option value="">Chọn danh mục</option>
              {choices.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {'— '.repeat(category.depth)}
                  {category.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              name="brand_id"
              label="Thương hiệu"
              value={state.brand_id}
              error={error('brand_id')}
              onChange={(event) => set({ brand_id: event.target.value })}
            >
              <option value="">Không có</option>
              {choices.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              name="store_id"
              label="Cửa hàng bán"
              value={state.store_id}
              error={error('store_id')}
              onChange={(event) => set({ store_id: event.target.value })}
            >
              <option value="">Phiên Chợ tự bán</option>
              {choices.stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </SelectField>
          </Section>

          <Section title="Giá và khuyến mãi">
            {!canPrice ? (
              <p className="text-sm text-ink-600">
                Bạn xem được giá nhưng cần quyền “Cập nhật giá” để sửa.
              </p>
            ) : null}
            <TextField
              name="price"
              label="Giá bán (₫)"
              required
              inputMode="numeric"
              value={state.price}
              disabled={!canPrice}
              error={error('price')}
              hint={price !== null && !Number.isNaN(price) ? formatVnd(price) : undefined}
              onChange={(event) => set({ price: event.target.value })}
            />
            <TextField
              name="planned_sale_price"
              label="Giá khuyến mãi (₫)"
              inputMode="numeric"
              value={state.planned_sale_price}
              disabled={!canPrice}
              error={error('planned_sale_price')}
              hint={
                sale !== null && !Number.isNaN(sale) && price
                  ? `${formatVnd(sale)}, giảm ${Math.round((1 - sale / price) * 100)} %`
                  : 'Để trống: không khuyến mãi.'
              }
              onChange={(event) => set({ planned_sale_price: event.target.value })}
            />
            <TextField
              name="sale_starts_at"
              label="Bắt đầu (giờ Việt Nam)"
              type="datetime-local"
              value={state.sale_starts_at}
              disabled={!canPrice}
              error={error('sale_starts_at')}
              hint="Để trống: có hiệu lực ngay."
              onChange={(event) => set({ sale_starts_at: event.target.value })}
            />
            <TextField
              name="sale_ends_at"
              label="Kết thúc (giờ Việt Nam)"
              type="datetime-local"
              value={state.sale_ends_at}
              disabled={!canPrice}
              error={error('sale_ends_at')}
              hint="Để trống: không hết hạn. Có thời điểm kết thúc thì cửa hàng hiện đồng hồ đếm ngược."
              onChange={(event) => set({ sale_ends_at: event.target.value })}
            />
            <TextField
              name="sale_max_per_order"
              label="Tối đa mỗi đơn khi đang giảm giá"
              inputMode="numeric"
              value={state.sale_max_per_order}
              disabled={!canPrice}
              error={error('sale_max_per_order')}
              hint="Để trống: không giới hạn."
              onChange={(event) => set({ sale_max_per_order: event.target.value })}
            />
            {product?.sale_price != null ? (
              <p className="text-sm text-brand-800">
                Đang áp dụng giá khuyến mãi {formatVnd(product.sale_price)}.
              </p>
            ) : null}
          </Section>

          <Section title="Kho hàng">
            {product ? (
              <p className="text-sm text-ink-700">
                Tồn kho hiện tại: <strong>{product.stock.toLocaleString('vi-VN')}</strong>. Đã bán{' '}
                {product.sold_count.toLocaleString('vi-VN')}.
              </p>
            ) : (
              <p className="text-sm text-ink-700">
                Sản phẩm mới bắt đầu với tồn kho 0; nhập hàng sau khi lưu.
              </p>
            )}
            <TextField
              name="low_stock_threshold"
              label="Ngưỡng sắp hết hàng"
              inputMode="numeric"
              value={state.low_stock_threshold}
              error={error('low_stock_threshold')}
              hint="Để trống: dùng ngưỡng mặc định (5)."
              onChange={(event) => set({ low_stock_threshold: event.target.value })}
            />
          </Section>
          {product ? (
            <p className="text-xs text-ink-600">
              Tạo lúc {formatDateTimeVi(product.created_at)}, sửa lần cuối{' '}
              {formatDateTimeVi(product.updated_at)}.
            </p>
          ) : null}
        </div>
      </div>

      <div className="sticky bottom-0 z-10 border-t border-ink-200 bg-white/95 px-4 py-3 backdrop-blur sm:rounded-lg sm:border">
        <FormAlert tone="error">{failure}</FormAlert>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {canWrite ? (
            <button type="submit" className="btn btn-primary" disabled={saving || uploading}>
              {saving ? 'Đang lưu…' : uploading ? 'Đang tải ảnh…' : 'Lưu sản phẩm'}
            </button>
          ) : (
            <p className="text-sm text-ink-600">Bạn chỉ có quyền xem sản phẩm.</p>
          )}
          {conflict && onReload ? (
            <button type="button" className="btn btn-secondary" onClick={onReload}>
              Tải bản mới nhất (bỏ thay đổi của tôi)
            </button>
          ) : null}
          <Link to="/quan-tri/san-pham" className="link text-sm">
            Về danh sách sản phẩm
          </Link>
        </div>
      </div>
    </form>
  )
}
