import type { AdminBrand } from '@phiencho/contracts'
import { Link } from 'react-router'

import { isApiError } from '../../../../lib/api-error'
import { useOrderBrands, useSaveBrand } from '../../api/change-brands'
import { useToast } from '../toasts'
import { openerId } from './editor-heading'
import { useKeepFocus } from './use-keep-focus'
import { MoveButtons } from '../move-buttons'

interface BrandListProps {
  brands: readonly AdminBrand[]
  canWrite: boolean
  editHref: (id: number) => string
  onDelete: (brand: AdminBrand) => void
}

/** The ids with the brand at `from` moved to `to`. */
export function reordered(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved!)
  return next
}

/**
 * Brands in the famous brands page's order: arrows move one a place (the keyboard stays on the
 * arrow), the star switch makes it famous or not.
 */
export function BrandList({ brands, canWrite, editHref, onDelete }: BrandListProps) {
  const order = useOrderBrands()
  const save = useSaveBrand()
  const toast = useToast()
  const ids = brands.map((brand) => brand.id)
  const busy = order.isPending || save.isPending

  const keepFocus = useKeepFocus(brands, busy)

  async function move(from: number, to: number, focus: string) {
    keepFocus(focus)
    try {
      await order.mutateAsync(reordered(ids, from, to))
    } catch (error) {
      keepFocus(null)
      toast('error', isApiError(error) ? error.message : 'Không sắp xếp được thương hiệu.')
    }
  }

  async function toggleFamous(brand: AdminBrand) {
    try {
      const saved = await save.mutateAsync({
        id: brand.id,
        body: {
          name: brand.name,
          slug: brand.slug,
          logo: brand.logo,
          description: brand.description,
          is_famous: !brand.is_famous,
        },
      })
      toast(
        'success',
        saved.is_famous
          ? `${saved.name} là thương hiệu nổi tiếng.`
          : `${saved.name} không còn là thương hiệu nổi tiếng.`,
      )
    } catch (error) {
      toast('error', isApiError(error) ? error.message : 'Không lưu được thương hiệu.')
    }
  }

  if (brands.length === 0) return <p className="card p-5 text-ink-700">Chưa có thương hiệu nào.</p>

  return (
    <ol
      className="card divide-y divide-ink-100"
      aria-label="Thương hiệu theo thứ tự"
      aria-busy={busy || undefined}
    >
      {brands.map((brand, index) => (
        <li key={brand.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <span className="w-8 shrink-0 text-right text-sm text-ink-600">{index + 1}.</span>
            <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded border border-ink-200 bg-white">
              {brand.logo_url ? (
                <img src={brand.logo_url} alt="" className="max-h-full max-w-full object-contain" />
              ) : (
                <span className="text-xs text-ink-500" aria-hidden="true">
                  —
                </span>
              )}
            </div>
            <div className="min-w-0">
              <p className="font-medium text-ink-900">
                {brand.name}
                {brand.is_famous ? (
                  <span className="ml-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-normal whitespace-nowrap text-brand-800">
                    Nổi tiếng
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-ink-600">
                /{brand.slug} · {brand.products.toLocaleString('vi-VN')} sản phẩm
              </p>
            </div>
          </div>
          {canWrite ? (
            <div className="flex flex-wrap items-center gap-2">
              <MoveButtons
                idBase={`brand-${brand.id}`}
                name={brand.name}
                index={index}
                count={brands.length}
                busy={busy}
                onMove={move}
              />
              <button
                type="button"
                role="switch"
                aria-checked={brand.is_famous}
                className="btn btn-secondary min-h-10 px-3 text-sm"
                disabled={busy}
                aria-label={`Thương hiệu nổi tiếng: ${brand.name}`}
                onClick={() => void toggleFamous(brand)}
              >
                <span aria-hidden="true">{brand.is_famous ? '★' : '☆'}</span>
                {/* On a phone the star alone, so a row's buttons fit on one line. */}
                <span className="max-sm:sr-only">Nổi tiếng</span>
              </button>
              <Link
                id={openerId('edit-brand', brand.id)}
                to={editHref(brand.id)}
                preventScrollReset
                className="btn btn-secondary min-h-10 px-3 text-sm"
                aria-label={`Sửa thương hiệu ${brand.name}`}
              >
                Sửa
              </Link>
              <button
                type="button"
                className="btn btn-secondary min-h-10 px-3 text-sm"
                aria-label={`Xóa thương hiệu ${brand.name}`}
                onClick={() => onDelete(brand)}
              >
                Xóa
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
