import { formatPhone } from '@phiencho/vn'
import { useEffect, useRef } from 'react'

import { Button } from '../../../components/ui/button'
import { PhoneIcon } from '../../../components/ui/icons'
import { errorSentence } from '../../../lib/api-error'
import { telHref, zaloHref } from '../ad-format'
import { useRevealClassifiedPhone } from '../api/reveal-classified-phone'
import { ChatIcon } from './classified-icons'

/**
 * The seller's number: masked (`0912 345 ***`) until "Bấm để hiện số" asks the server for it; then
 * a `tel:` link and a Zalo chat. The full number never travels with the page itself.
 */
export function PhoneReveal({ slug, masked }: { slug: string; masked: string }) {
  const reveal = useRevealClassifiedPhone(slug)
  const phone = reveal.data?.phone ?? null
  const callLink = useRef<HTMLAnchorElement>(null)

  // The button that had the focus is gone: hand it to the number, which a screen reader then reads.
  useEffect(() => {
    if (phone) callLink.current?.focus()
  }, [phone])

  if (phone) {
    const zalo = zaloHref(phone)
    return (
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <a
          ref={callLink}
          href={telHref(phone)}
          className="btn btn-primary flex-1 text-lg tabular-nums"
        >
          <PhoneIcon width={20} height={20} />
          <span className="sr-only">Gọi </span>
          {formatPhone(phone)}
        </a>
        {zalo ? (
          <a
            href={zalo}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="btn btn-secondary flex-1"
          >
            <ChatIcon width={20} height={20} />
            Nhắn Zalo
            <span className="sr-only"> (mở trong thẻ mới)</span>
          </a>
        ) : null}
      </div>
    )
  }

  return (
    <div>
      <Button
        type="button"
        pending={reveal.isPending}
        onClick={() => reveal.mutate()}
        className="w-full justify-between text-lg"
      >
        <span className="inline-flex items-center gap-2 tabular-nums">
          <PhoneIcon width={20} height={20} />
          {masked}
        </span>
        <span className="text-sm font-semibold">Bấm để hiện số</span>
      </Button>
      {reveal.isError ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {errorSentence(reveal.error)}
        </p>
      ) : null}
    </div>
  )
}
