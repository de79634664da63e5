import { errorSentence } from '../../../lib/api-error'
import { reordered } from './catalogue/brand-list'
import { useKeepFocus } from './catalogue/use-keep-focus'
import { MoveButtons } from './move-buttons'
import { useToast } from './toasts'

/** An item of a list put in order by hand, which may be hidden from the shop. */
export interface OrderedItem {
  id: number
  name: string
  slug: string
  description: string | null
  is_hidden: boolean
}

interface OrderedListProps<T extends OrderedItem> {
  items: readonly T[]
  /** What one item is, in the buttons' names and the messages ("chủ đề"). */
  noun: string
  /** The start of the buttons' ids ("topic"): the focus returns to them after a change. */
  idPrefix: string
  /** The list's name ("Chủ đề theo thứ tự"). */
  label: string
  empty: string
  /** The line under the name: the address and the counts. */
  details: (item: T) => string
  /** The order's and the items' changes; absent, the list is shown without its buttons. */
  changes?: {
    /** Stores every item's id in the new order. */
    order: (ids: number[]) => Promise<unknown>
    /** Hides or shows one item; resolves with it as stored. */
    setHidden: (item: T, hidden: boolean) => Promise<T>
    /** A change is under way: the buttons wait. */
    busy: boolean
    onEdit: (item: T) => void
  }
}

/**
 * A list in the shop's order (the classifieds topics, the news categories): arrows move an item a
 * place (the keyboard stays on the arrow), "Sửa" opens its form, "Ẩn"/"Hiện" hides or shows it.
 */
export function OrderedList<T extends OrderedItem>({
  items,
  noun,
  idPrefix,
  label,
  empty,
  details,
  changes,
}: OrderedListProps<T>) {
  const toast = useToast()
  const busy = changes?.busy ?? false
  const keepFocus = useKeepFocus(items, busy)
  const ids = items.map((item) => item.id)
  const idBase = (item: T) => `${idPrefix}-${item.id}`

  async function move(from: number, to: number, focus: string) {
    keepFocus(focus)
    try {
      await changes?.order(reordered(ids, from, to))
    } catch (error) {
      keepFocus(null)
      toast('error', errorSentence(error))
    }
  }

  async function toggleHidden(item: T, focus: string) {
    if (!changes) return
    keepFocus(focus)
    try {
      const saved = await changes.setHidden(item, !item.is_hidden)
      toast('success', `${saved.is_hidden ? 'Đã ẩn' : 'Đã hiện'} ${noun} ${saved.name}.`)
    } catch (error) {
      keepFocus(null)
      toast('error', errorSentence(error))
    }
  }

  if (items.length === 0) return <p className="card p-5 text-ink-700">{empty}</p>
  return (
    <ol className="card divide-y divide-ink-100" aria-label={label} aria-busy={busy || undefined}>
      {items.map((item, index) => (
        <li
          key={item.id}
          aria-label={item.name}
          className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center"
        >
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <span className="w-8 shrink-0 text-right text-sm text-ink-600">{index + 1}.</span>
            <div className="min-w-0">
              <p className="font-medium break-words text-ink-900">
                {item.name}
                {item.is_hidden ? (
                  <span className="ml-2 inline-block rounded-full bg-ink-100 px-2 py-0.5 text-xs font-normal text-ink-700">
                    Đã ẩn
                  </span>
                ) : null}
              </p>
              <p className="text-sm break-words text-ink-600">{details(item)}</p>
              {item.description ? (
                <p className="text-sm break-words text-ink-700">{item.description}</p>
              ) : null}
            </div>
          </div>
          {changes ? (
            <div className="flex flex-wrap items-center gap-2 pl-11 sm:pl-0">
              <MoveButtons
                idBase={idBase(item)}
                name={item.name}
                index={index}
                count={items.length}
                busy={busy}
                onMove={move}
              />
              <button
                type="button"
                className="btn btn-secondary min-h-10 px-3 text-sm"
                aria-label={`Sửa ${noun} ${item.name}`}
                onClick={() => changes.onEdit(item)}
              >
                Sửa
              </button>
              <button
                id={`${idBase(item)}-visibility`}
                type="button"
                className="btn btn-secondary min-h-10 px-3 text-sm"
                disabled={busy}
                aria-label={`${item.is_hidden ? 'Hiện' : 'Ẩn'} ${noun} ${item.name}`}
                onClick={() => void toggleHidden(item, `${idBase(item)}-visibility`)}
              >
                {item.is_hidden ? 'Hiện' : 'Ẩn'}
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
