import { useState } from 'react'

import { FormAlert } from '../../../../components/ui/form-alert'
import { fromSubmitError } from '../../../../lib/form-errors'
import { useSetRequireTwoFactor } from '../../api/change-two-factor'
import { useToast } from '../toasts'

/** The owner's switch: every staff member must sign in with two steps. */
export function RequireTwoFactorSwitch({ required }: { required: boolean }) {
  const change = useSetRequireTwoFactor()
  const toast = useToast()
  const [alert, setAlert] = useState<string | null>(null)
  return (
    <div className="space-y-3">
      <FormAlert tone="error">{alert}</FormAlert>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          role="switch"
          checked={required}
          disabled={change.isPending}
          onChange={(event) => {
            setAlert(null)
            change.mutate(event.currentTarget.checked, {
              onSuccess: (policy) =>
                toast(
                  'success',
                  policy.require_two_factor
                    ? 'Đã bắt buộc xác minh hai bước cho mọi nhân viên.'
                    : 'Đã bỏ yêu cầu xác minh hai bước.',
                ),
              onError: (error) => setAlert(fromSubmitError(error, []).alert),
            })
          }}
          className="mt-1 size-5 accent-brand-700"
        />
        <span>
          <span className="font-medium text-ink-900">
            Bắt buộc mọi nhân viên bật xác minh hai bước
          </span>
          <span className="block text-sm text-ink-600">
            Nhân viên chưa bật sẽ chỉ vào được trang thiết lập cho đến khi bật xong.
          </span>
        </span>
      </label>
    </div>
  )
}
