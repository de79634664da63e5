import { adminCustomerMessages, type AdminCustomerDetail } from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { errorSentence } from '../../../../lib/api-error'
import { type CustomerAction, useCustomerAction } from '../../api/change-customer'
import { ConfirmDialog } from '../confirm-dialog'
import { useToast } from '../toasts'
import { LockCustomerDialog } from './lock-customer-dialog'

const done: Record<CustomerAction, string> = {
  lock: adminCustomerMessages.locked,
  unlock: adminCustomerMessages.unlocked,
  'password-reset': adminCustomerMessages.resetSent,
}

/** Lock or unlock the account, send the reset mail (`customer:write`), each asked first. */
export function CustomerActions({ customer }: { customer: AdminCustomerDetail }) {
  const [asking, setAsking] = useState<CustomerAction | null>(null)
  const act = useCustomerAction()
  const toast = useToast()
  const run = (action: CustomerAction, reason?: string) =>
    act.mutate(
      { id: customer.id, action, reason },
      {
        onSuccess: () => toast('success', done[action]),
        onError: (error) => toast('error', errorSentence(error)),
        onSettled: () => setAsking(null),
      },
    )
  const locked = customer.locked_at !== null
  return (
    <div className="flex flex-wrap gap-2">
      {customer.is_staff ? (
        <p className="w-full text-sm text-ink-600">{adminCustomerMessages.staffElsewhere}</p>
      ) : locked ? (
        <Button type="button" variant="secondary" onClick={() => setAsking('unlock')}>
          Mở khóa
        </Button>
      ) : (
        <Button
          type="button"
          className="bg-danger-700 hover:bg-danger-700/90"
          onClick={() => setAsking('lock')}
        >
          Khóa tài khoản
        </Button>
      )}
      <Button type="button" variant="secondary" onClick={() => setAsking('password-reset')}>
        Gửi email đặt lại mật khẩu
      </Button>
      <LockCustomerDialog
        open={asking === 'lock'}
        name={customer.name}
        pending={act.isPending}
        onConfirm={(reason) => run('lock', reason)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'unlock' || asking === 'password-reset'}
        title={
          asking === 'unlock'
            ? `Mở khóa tài khoản của ${customer.name}?`
            : `Gửi email đặt lại mật khẩu cho ${customer.name}?`
        }
        confirmLabel={asking === 'unlock' ? 'Mở khóa' : 'Gửi email'}
        pending={act.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking === 'unlock' || asking === 'password-reset') run(asking)
        }}
      >
        {asking === 'unlock'
          ? 'Khách hàng đăng nhập lại được.'
          : `Thư có liên kết đặt mật khẩu mới (hiệu lực 1 giờ) được gửi tới ${customer.email}.`}
      </ConfirmDialog>
    </div>
  )
}
