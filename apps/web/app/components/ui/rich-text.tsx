// No typography plugin: the few elements the editor produces get their spacing here. An inline
// `list-style-type` from the editor's list properties wins over the default markers.
const PROSE =
  'max-w-none text-ink-800 leading-7 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-ink-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_figcaption]:mt-1 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-ink-600 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-ink-900 [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-ink-900 [&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:font-semibold [&_h4]:text-ink-900 [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_table]:mt-3 [&_table]:w-full [&_td]:border [&_td]:border-ink-200 [&_td]:p-2 [&_th]:border [&_th]:border-ink-200 [&_th]:bg-ink-50 [&_th]:p-2 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0'

/** HTML the server sanitised when it was saved (allow-listed tags and attributes only). */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
