import { RichText } from '../../../components/ui/rich-text'

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
          <RichText html={html} className="mt-3" />
        ) : (
          <p className="mt-3 text-ink-600">Người bán chưa viết mô tả cho sản phẩm này.</p>
        )}
      </section>
    </div>
  )
}
