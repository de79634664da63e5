// No typography plugin: the few elements the editor produces get their spacing here.
const PROSE =
  'max-w-none text-ink-800 leading-7 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-ink-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-ink-900 [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-ink-900 [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_table]:mt-3 [&_table]:w-full [&_td]:border [&_td]:border-ink-200 [&_td]:p-2 [&_th]:border [&_th]:border-ink-200 [&_th]:bg-ink-50 [&_th]:p-2 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&>:first-child]:mt-0'

/** The specification table ("Thông số") and the description, which the server has sanitised. */
export function ProductDescription({
  attributes,
  html,
}: {
  attributes: Record<string, string>
  html: string | null
}) {
  const specs = Object.entries(attributes)
  return (
    <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
      {specs.length ? (
        <section aria-labelledby="product-specs" className="card p-4 sm:p-6 lg:order-2">
          <h2 id="product-specs" className="text-lg font-bold text-ink-900">
            Thông số sản phẩm
          </h2>
          <dl className="mt-3 divide-y divide-ink-200 text-sm">
            {specs.map(([name, value]) => (
              <div key={name} className="grid grid-cols-[40%_1fr] gap-3 py-2.5">
                <dt className="text-ink-600">{name}</dt>
                <dd className="text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section
        aria-labelledby="product-description"
        className={`card p-4 sm:p-6 lg:order-1 ${specs.length ? 'lg:col-span-2' : 'lg:col-span-3'}`}
      >
        <h2 id="product-description" className="text-lg font-bold text-ink-900">
          Mô tả sản phẩm
        </h2>
        {html ? (
          // Sanitised on the server when it is saved (allow-listed tags and attributes only).
          <div className={`mt-3 ${PROSE}`} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="mt-3 text-ink-600">Người bán chưa viết mô tả cho sản phẩm này.</p>
        )}
      </section>
    </div>
  )
}
