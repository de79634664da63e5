import { ADMIN_WEB_PATH, type AdminVoucher, voucherValueLabel } from '@phiencho/contracts'
import { formatDateTimeVi } from '@phiencho/vn'
import { useState } from 'react'
import { data, Link, useLocation } from 'react-router'

import { Button } from '../../components/ui/button'
import { useSaveVoucher, useSetVoucherActive } from '../../features/admin/api/change-voucher'
import { voucherQueryOptions, useVoucher } from '../../features/admin/api/get-voucher'
import { voucherCategoryOptionsQueryOptions } from '../../features/admin/api/get-voucher-category-options'
import { voucherRedemptionsQueryOptions } from '../../features/admin/api/get-voucher-redemptions'
import { ConfirmDialog } from '../../features/admin/components/confirm-dialog'
import { useToast } from '../../features/admin/components/toasts'
import { VoucherForm } from '../../features/admin/components/vouchers/voucher-form'
import { VoucherRedemptions } from '../../features/admin/components/vouchers/voucher-redemptions'
import { VoucherStatusBadge } from '../../features/admin/components/vouchers/voucher-status-badge'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { errorSentence, isApiError } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import { readPageNumber } from '../../lib/page-number'
import type { Route } from './+types/voucher-detail'

const PERMISSION = 'voucher:write'

/** The voucher's id from the address, or the 404 page. */
function voucherId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw data(null, { status: 404 })
  return Number(raw)
}

async function loadVoucher(client: ReturnType<typeof adminQueryClient>, id: number) {
  try {
    return await client.ensureQueryData(voucherQueryOptions(id))
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) {
      throw data(null, { status: 404 })
    }
    throw error
  }
}

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  const id = voucherId(params.id)
  await loadVoucher(client, id)
  return {
    dehydratedState: await prefetchQueries(client, [
      voucherQueryOptions(id),
      voucherCategoryOptionsQueryOptions(),
      voucherRedemptionsQueryOptions(id, readPageNumber(url.searchParams)),
    ]),
  }
}

export async function clientLoader({ context, url, params }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  await loadVoucher(client, voucherId(params.id))
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Mã giảm giá', noIndex: true })

function Switch({ voucher }: { voucher: AdminVoucher }) {
  const setActive = useSetVoucherActive()
  const toast = useToast()
  const [asking, setAsking] = useState(false)
  const change = (active: boolean) =>
    setActive.mutate(
      { id: voucher.id, active },
      {
        onSuccess: () => {
          setAsking(false)
          toast('success', active ? `Đã bật mã ${voucher.code}.` : `Đã tắt mã ${voucher.code}.`)
        },
        onError: (error) => {
          setAsking(false)
          toast('error', errorSentence(error))
        },
      },
    )
  if (!voucher.is_active) {
    return (
      <Button variant="secondary" pending={setActive.isPending} onClick={() => change(true)}>
        Bật lại mã
      </Button>
    )
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Tắt mã
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Tắt mã ${voucher.code}?`}
        confirmLabel="Tắt mã"
        destructive
        pending={setActive.isPending}
        onConfirm={() => change(false)}
        onCancel={() => setAsking(false)}
      >
        Giỏ hàng và thanh toán sẽ từ chối mã này ngay. Các đơn đã đặt giữ nguyên mức giảm. Bạn có
        thể bật lại sau.
      </ConfirmDialog>
    </>
  )
}

export default function VoucherDetailPage({ params }: Route.ComponentProps) {
  const id = Number(params.id)
  const voucher = useVoucher(id).data
  const save = useSaveVoucher()
  const toast = useToast()
  const { search } = useLocation()
  if (!voucher) return null
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <p>
        <Link
          to={`${ADMIN_WEB_PATH}/ma-giam-gia`}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"
        >
          ← Danh sách mã giảm giá
        </Link>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="font-mono text-2xl font-bold break-all text-ink-900">{voucher.code}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-600">
            <VoucherStatusBadge status={voucher.status} />
            <span>{voucherValueLabel(voucher)}</span>
            <span>
              Đã dùng {voucher.used_count.toLocaleString('vi-VN')}
              {voucher.usage_limit === null
                ? ' lượt'
                : ` / ${voucher.usage_limit.toLocaleString('vi-VN')} lượt`}
            </span>
          </p>
          <p className="mt-1 text-sm text-ink-600">
            Cập nhật lúc {formatDateTimeVi(voucher.updated_at)}
          </p>
        </div>
        <Switch voucher={voucher} />
      </div>
      <VoucherForm
        // A saved voucher's new terms start a fresh form (its defaults are read once).
        key={voucher.updated_at}
        voucher={voucher}
        submitLabel="Lưu thay đổi"
        onSubmit={async (body) => {
          await save.mutateAsync({ id: voucher.id, body })
          toast('success', 'Đã lưu mã giảm giá.')
        }}
      />
      <VoucherRedemptions
        voucherId={voucher.id}
        page={readPageNumber(new URLSearchParams(search))}
      />
    </div>
  )
}
