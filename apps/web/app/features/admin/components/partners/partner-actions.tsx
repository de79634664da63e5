import {
  type AdminPartnerApplication,
  PARTNER_REJECT_REASON_MAX,
  partnerRejectReasons,
} from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { useDecidePartnerApplication } from '../../api/decide-partner-application'
import { adminFormSchema } from '../../load-form-schema'
import { ConfirmDialog } from '../confirm-dialog'
import { ReasonDialog } from '../reason-dialog'
import { useToast } from '../toasts'
import { useModerationFailure } from '../use-moderation-failure'

const rejectSchema = adminFormSchema('adminPartnerRejectRequest')

/** Duyệt (after a confirmation: it opens a shop) and Từ chối (with a reason), while pending. */
export function PartnerActions({ application }: { application: AdminPartnerApplication }) {
  const decide = useDecidePartnerApplication()
  const toast = useToast()
  const failed = useModerationFailure()
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null)
  const close = () => setAsking(null)
  const name = `“${application.shop_name}”`
  if (application.status !== 'pending') return null

  const approve = () =>
    decide.mutate(
      { action: 'approve', id: application.id },
      {
        onSuccess: (answer) => {
          toast('success', `Đã duyệt ${name} và mở cửa hàng ${answer.store?.name ?? ''}.`.trim())
          close()
        },
        onError: (error) => {
          failed(error)
          close()
        },
      },
    )

  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" aria-label={`Duyệt đơn ${name}`} onClick={() => setAsking('approve')}>
        Duyệt
      </Button>
      <Button
        type="button"
        variant="secondary"
        className="text-danger-700"
        aria-label={`Từ chối đơn ${name}`}
        onClick={() => setAsking('reject')}
      >
        Từ chối
      </Button>
      <ConfirmDialog
        open={asking === 'approve'}
        title={`Duyệt đơn ${name}?`}
        confirmLabel="Duyệt và mở cửa hàng"
        pending={decide.isPending}
        onConfirm={approve}
        onCancel={close}
      >
        {application.account
          ? `Cửa hàng đối tác ${name} sẽ hiển thị ngay trên trang Cửa hàng, do tài khoản ${application.account.email} làm chủ. Người đăng ký nhận email thông báo.`
          : 'Người đăng ký chưa có tài khoản (hoặc chưa xác minh email): đơn chưa thể duyệt.'}
      </ConfirmDialog>
      <ReasonDialog
        open={asking === 'reject'}
        onClose={close}
        busy={decide.isPending}
        text={{
          title: `Từ chối đơn ${name}?`,
          intro: 'Người đăng ký nhận email kèm lý do và có thể gửi lại đơn khác.',
          groupLabel: 'Lý do từ chối',
          submitLabel: 'Từ chối đơn',
          done: `Đã từ chối đơn ${name}.`,
        }}
        reasons={partnerRejectReasons}
        maxLength={PARTNER_REJECT_REASON_MAX}
        schema={rejectSchema}
        send={(body) => decide.mutateAsync({ action: 'reject', id: application.id, body })}
      />
    </div>
  )
}
