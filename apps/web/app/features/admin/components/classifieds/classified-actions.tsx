import {
  type AdminClassifiedAd,
  CLASSIFIED_BLOCK_REASON_MAX,
  CLASSIFIED_MODERATION_REASON_MAX,
  classifiedHideReasons,
  classifiedRejectReasons,
} from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../../../components/ui/button'
import {
  useBlockClassifiedPoster,
  useUnblockClassifiedPoster,
} from '../../api/block-classified-poster'
import { useModerateClassifiedAd } from '../../api/moderate-classified-ad'
import { adminFormSchema } from '../../load-form-schema'
import { useModerationFailure } from '../use-moderation-failure'
import { useToast } from '../toasts'
import { ReasonDialog } from '../reason-dialog'

const rejectSchema = adminFormSchema('adminClassifiedRejectRequest')
const hideSchema = adminFormSchema('adminClassifiedHideRequest')
const blockSchema = adminFormSchema('adminClassifiedBlockRequest')

type Asking = 'reject' | 'hide' | 'block' | null

/** Only what the ad's state allows: Duyệt, Từ chối, Ẩn, Hiện lại; and the poster's block. */
export function ClassifiedActions({ ad }: { ad: AdminClassifiedAd }) {
  const moderate = useModerateClassifiedAd()
  const block = useBlockClassifiedPoster()
  const unblock = useUnblockClassifiedPoster()
  const toast = useToast()
  const failed = useModerationFailure()
  const [asking, setAsking] = useState<Asking>(null)
  const close = () => setAsking(null)
  const title = `“${ad.title}”`
  const poster = ad.poster
  const pending = ad.status === 'pending'
  const canHide = ad.status === 'published' || (ad.status === 'hidden' && !ad.hidden_by_moderator)

  const run = (action: 'approve' | 'restore', done: string) =>
    moderate.mutate(
      { action, id: ad.id },
      { onSuccess: () => toast('success', done), onError: failed },
    )

  return (
    <div className="flex flex-wrap gap-2">
      {pending ? (
        <Button
          type="button"
          pending={moderate.isPending && moderate.variables.action === 'approve'}
          aria-label={`Duyệt tin ${title}`}
          onClick={() => run('approve', `Đã duyệt tin ${title}.`)}
        >
          Duyệt
        </Button>
      ) : null}
      {pending ? (
        <Button
          type="button"
          variant="secondary"
          className="text-danger-700"
          aria-label={`Từ chối tin ${title}`}
          onClick={() => setAsking('reject')}
        >
          Từ chối
        </Button>
      ) : null}
      {canHide ? (
        <Button
          type="button"
          variant="secondary"
          className="text-danger-700"
          aria-label={`Ẩn tin ${title}`}
          onClick={() => setAsking('hide')}
        >
          Ẩn
        </Button>
      ) : null}
      {ad.status === 'hidden' && ad.hidden_by_moderator ? (
        <Button
          type="button"
          variant="secondary"
          pending={moderate.isPending && moderate.variables.action === 'restore'}
          aria-label={`Hiện lại tin ${title}`}
          onClick={() => run('restore', `Tin ${title} đã hiển thị lại.`)}
        >
          Hiện lại
        </Button>
      ) : null}
      {poster.block ? (
        <Button
          type="button"
          variant="secondary"
          pending={unblock.isPending}
          onClick={() =>
            unblock.mutate(poster.id, {
              onSuccess: () => toast('success', `Đã bỏ chặn ${poster.name}.`),
              onError: failed,
            })
          }
        >
          Bỏ chặn {poster.name}
        </Button>
      ) : (
        <Button
          type="button"
          variant="secondary"
          className="text-danger-700"
          onClick={() => setAsking('block')}
        >
          Chặn người đăng<span className="sr-only"> {poster.name}</span>
        </Button>
      )}
      <ReasonDialog
        open={asking === 'reject'}
        onClose={close}
        busy={moderate.isPending}
        text={{
          title: `Từ chối tin ${title}?`,
          intro: 'Tin không được đăng; người đăng thấy lý do và có thể sửa rồi gửi lại.',
          groupLabel: 'Lý do từ chối',
          submitLabel: 'Từ chối tin',
          done: `Đã từ chối tin ${title}.`,
        }}
        reasons={classifiedRejectReasons}
        maxLength={CLASSIFIED_MODERATION_REASON_MAX}
        schema={rejectSchema}
        send={(body) => moderate.mutateAsync({ action: 'reject', id: ad.id, body })}
      />
      <ReasonDialog
        open={asking === 'hide'}
        onClose={close}
        busy={moderate.isPending}
        text={{
          title: `Ẩn tin ${title}?`,
          intro:
            'Tin không còn hiển thị với khách; người đăng thấy lý do và không tự hiện lại được.',
          groupLabel: 'Lý do ẩn',
          submitLabel: 'Ẩn tin',
          done: `Đã ẩn tin ${title}.`,
        }}
        reasons={classifiedHideReasons}
        maxLength={CLASSIFIED_MODERATION_REASON_MAX}
        schema={hideSchema}
        send={(body) => moderate.mutateAsync({ action: 'hide', id: ad.id, body })}
      />
      <ReasonDialog
        open={asking === 'block'}
        onClose={close}
        busy={block.isPending}
        text={{
          title: `Chặn ${poster.name} đăng tin?`,
          intro:
            'Người này không thể đăng, sửa hay gia hạn tin rao vặt; họ thấy lý do khi thử đăng tin.',
          groupLabel: 'Lý do chặn',
          submitLabel: 'Chặn người đăng',
          done: `Đã chặn ${poster.name} đăng tin.`,
        }}
        reasons={[]}
        maxLength={CLASSIFIED_BLOCK_REASON_MAX}
        schema={blockSchema}
        send={(body) => block.mutateAsync({ userId: poster.id, body })}
      />
    </div>
  )
}
