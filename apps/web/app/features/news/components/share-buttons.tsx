import { useEffect, useRef, useState } from 'react'

import { copyText } from '../copy-text'
import { facebookShareUrl, zaloShareUrl } from '../share-links'

type CopyState = 'idle' | 'copied' | 'failed'

const CONFIRMATION_MS = 3_000

const BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors'

/** execCommand('copy') on a selected, off-screen text area: where `navigator.clipboard` is not. */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  area.select()
  try {
    return document.execCommand('copy')
  } finally {
    area.remove()
  }
}

/**
 * Facebook and Zalo share links (plain links: they work before the JavaScript and open in a new
 * tab) and "Sao chép liên kết", which says "Đã sao chép" for a few seconds. Where the browser
 * allows no copying, the address is shown selected for the reader to copy.
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const fallback = useRef<HTMLInputElement>(null)

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (state === 'failed') fallback.current?.select()
  }, [state])

  async function copy() {
    clearTimeout(timer.current)
    const copied = await copyText(url, { clipboard: navigator.clipboard, legacyCopy })
    setState(copied ? 'copied' : 'failed')
    if (copied) timer.current = setTimeout(() => setState('idle'), CONFIRMATION_MS)
  }

  return (
    <section aria-label="Chia sẻ bài viết" className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-ink-700">Chia sẻ:</span>
      <a
        href={facebookShareUrl(url)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${BUTTON} border-[#0866ff] bg-[#0866ff] text-white hover:bg-[#0654d6]`}
      >
        <FacebookMark />
        <span className="sr-only">Chia sẻ lên </span>Facebook
        <span className="sr-only"> (mở trong tab mới)</span>
      </a>
      <a
        href={zaloShareUrl(url)}
        target="_blank"
        rel="noopener noreferrer"
        title={`Chia sẻ “${title}” qua Zalo`}
        className={`${BUTTON} border-[#0068ff] bg-white text-[#0055d4] hover:bg-[#eaf2ff]`}
      >
        <ZaloMark />
        <span className="sr-only">Chia sẻ qua </span>Zalo
        <span className="sr-only"> (mở trong tab mới)</span>
      </a>
      <button
        type="button"
        onClick={() => void copy()}
        className={`${BUTTON} border-ink-300 bg-white text-ink-800 hover:bg-ink-100`}
      >
        <LinkMark />
        Sao chép liên kết
      </button>
      <p role="status" className="basis-full text-sm sm:basis-auto">
        {state === 'copied' ? (
          <span className="font-semibold text-success-700">
            <span aria-hidden="true">✓ </span>Đã sao chép
          </span>
        ) : null}
      </p>
      {state === 'failed' ? (
        <label className="block basis-full text-sm text-ink-700">
          Trình duyệt không cho sao chép tự động, hãy sao chép liên kết này:
          <input
            ref={fallback}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="field-input mt-1"
          />
        </label>
      ) : null}
    </section>
  )
}

const MARK = { width: 18, height: 18, 'aria-hidden': true, focusable: false } as const

const FacebookMark = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" {...MARK}>
    <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
  </svg>
)

const ZaloMark = () => (
  <svg viewBox="0 0 24 24" {...MARK}>
    <rect x="2" y="3" width="20" height="18" rx="5" fill="#0068ff" />
    <text
      x="12"
      y="15.5"
      textAnchor="middle"
      fontSize="8.5"
      fontWeight="700"
      fontFamily="Arial, sans-serif"
      fill="#fff"
    >
      Zalo
    </text>
  </svg>
)

const LinkMark = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    {...MARK}
  >
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
)
