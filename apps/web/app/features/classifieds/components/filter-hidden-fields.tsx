import { type ClassifiedFilters, DEFAULT_CLASSIFIED_SORT } from '../classified-filters'

type FieldName = 'q' | 'topic' | 'province' | 'price' | 'has_image' | 'sort'

/**
 * The state a form does not show as fields, carried as hidden inputs so that submitting it (with
 * or without JavaScript) keeps the rest of the address.
 */
export function FilterHiddenFields({
  filters,
  except,
}: {
  filters: ClassifiedFilters
  except: readonly FieldName[]
}) {
  const keep = (name: FieldName) => !except.includes(name)
  return (
    <>
      {keep('q') && filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
      {keep('topic') && filters.topic ? (
        <input type="hidden" name="topic" value={filters.topic} />
      ) : null}
      {keep('province') && filters.province ? (
        <input type="hidden" name="province" value={filters.province} />
      ) : null}
      {keep('price') && filters.priceMin !== null ? (
        <input type="hidden" name="price_min" value={filters.priceMin} />
      ) : null}
      {keep('price') && filters.priceMax !== null ? (
        <input type="hidden" name="price_max" value={filters.priceMax} />
      ) : null}
      {keep('has_image') && filters.hasImage ? (
        <input type="hidden" name="has_image" value="true" />
      ) : null}
      {keep('sort') && filters.sort !== DEFAULT_CLASSIFIED_SORT ? (
        <input type="hidden" name="sort" value={filters.sort} />
      ) : null}
    </>
  )
}
