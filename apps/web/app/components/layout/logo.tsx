/** The market-stall mark (same drawing as /favicon.svg); the site name is written beside it. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b6b53" />
      <path d="M13 14h38l5 12H8z" fill="#fff" />
      <path d="M8 26a6 6 0 0 0 12 0a6 6 0 0 0 12 0a6 6 0 0 0 12 0a6 6 0 0 0 12 0z" fill="#f5b82e" />
      <path d="M14 34v17h36V34" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
      <path d="M27 51V41h10v10" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
    </svg>
  )
}
