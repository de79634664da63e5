import type { OwnClassifiedAd } from '@phiencho/contracts'
import { formatDateVi } from '@phiencho/vn'
import { type ReactNode, useState } from 'react'

import { ShopLink } from '../../../components/ui/shop-link'
import { errorSentence } from '../../../lib/api-error'
import { type OwnAdAction, useChangeOwnAd } from '../api/own-ad-actions'
import { useDeleteOwnAd } from '../api/own-ad-delete'
import { adHref, editAdHref } from '../links'
import { OwnAdDeleteDialog } from './own-ad-delete-dialog'

const ACTION =
  'inline-flex min-h-10 items-center justify-center rounded-lg border border-ink-300 bg-white px-3 text-sm font-medium text-ink-800 hover:bg-ink-100 disabled:opacity-60'

const DONE: Record<OwnAdAction, (ad: OwnClassifiedAd) => string> = {
  hide: (ad) => `Đã ẩn tin “${ad.title}”.`,
  show: (ad) => `Tin “${ad.title}” đã hiển thị lại.`,
  renew: (ad) => `Đã gia hạn tin “${ad.title}” đến ${formatDateVi(ad.expires_at)}.`,
}

// Failures are shown from the mutation's own state.
const ignore = () => {}

interface OwnAdCardActionsProps {
  ad: OwnClassifiedAd
  onDone: (message: string) => void
}

/** Xem, Sửa, Ẩn/Hiện, Gia hạn, Xóa: each offered when the ad's status allows it. */
export function OwnAdCardActions({ ad, onDone }: OwnAdCardActionsProps) {
  const change = useChangeOwnAd(ad.id)
  const remove = useDeleteOwnAd()
  const [confirming, setConfirming] = useState(false)
  const live = ad.status === 'published'
  // A moderator's hiding is theirs to undo: its owner may neither show nor renew the ad.
  const byModerator = ad.hidden_by_moderator === true
  const renewable = !byModerator && (live || ad.status === 'expired' || ad.status === 'hidden')
  // The same words for every ad; a screen reader hears which ad each button is for.
  const named = (verb: string): ReactNode => (
    <>
      {verb}
      <span className="sr-only"> tin {ad.title}</span>
    </>
  )

  // Awaited rather than per-call callbacks: the card may leave the list (another tab's status, a
  // deletion) before the lists have been read again, and the sentence must still be said.
  function run(action: OwnAdAction) {
    change.mutateAsync(action).then((updated) => onDone(DONE[action](updated)), ignore)
  }

  function confirmDelete() {
    remove.mutateAsync(ad.id).then(() => {
      setConfirming(false)
      onDone(`Đã xóa tin “${ad.title}”.`)
    }, ignore)
  }

  const actionButton = (action: OwnAdAction, verb: string) => (
    <button
      type="button"
      className={ACTION}
      disabled={change.isPending}
      aria-busy={change.isPending && change.variables === action ? true : undefined}
      onClick={() => run(action)}
    >
      {named(verb)}
    </button>
  )

  return (
    <>
      <div className="mt-3 flex flex-wrap gap-2 sm:pl-36">
        {live ? (
          <ShopLink to={adHref(ad.slug)} className={ACTION}>
            {named('Xem')}
          </ShopLink>
        ) : null}
        <ShopLink to={editAdHref(ad.id)} className={ACTION}>
          {named(ad.status === 'rejected' ? 'Sửa và gửi lại' : 'Sửa')}
        </ShopLink>
        {live ? actionButton('hide', 'Ẩn') : null}
        {ad.status === 'hidden' && !byModerator ? actionButton('show', 'Hiện') : null}
        {renewable ? actionButton('renew', 'Gia hạn') : null}
        <button
          type="button"
          className={`${ACTION} text-danger-700`}
          onClick={() => {
            remove.reset()
            setConfirming(true)
          }}
        >
          {named('Xóa')}
        </button>
      </div>
      {change.error ? (
        <p role="alert" className="mt-2 text-sm text-danger-700 sm:pl-36">
          {errorSentence(change.error)}
        </p>
      ) : null}
      {confirming ? (
        <OwnAdDeleteDialog
          title={ad.title}
          pending={remove.isPending}
          error={remove.error ? errorSentence(remove.error) : null}
          onClose={() => setConfirming(false)}
          onConfirm={confirmDelete}
        />
      ) : null}
    </>
  )
}
