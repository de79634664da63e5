import { formatVnd } from '@phiencho/vn'

import { SearchIcon } from '../../../components/ui/icons'
import { ResponsiveImage } from '../../../components/ui/responsive-image'
import type { SuggestionKind, SuggestionOption } from '../suggestion-state'

interface SuggestionListProps {
  id: string
  options: SuggestionOption[]
  expanded: boolean
  active: number
  onHover: (index: number) => void
  onChoose: (option: SuggestionOption) => void
}

// In the order of suggestionOptions, so that the arrow keys go down the list as drawn.
const GROUPS: readonly { kind: SuggestionKind; label: string | null }[] = [
  { kind: 'category', label: 'Danh mục' },
  { kind: 'product', label: 'Sản phẩm' },
  { kind: 'search', label: null },
]

/**
 * The combobox's popup: options grouped under "Sản phẩm" and "Danh mục". Focus stays in the text
 * field (aria-activedescendant), so a press on an option must not take it away.
 */
export function SuggestionList({
  id,
  options,
  expanded,
  active,
  onHover,
  onChoose,
}: SuggestionListProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Gợi ý tìm kiếm"
      hidden={!expanded}
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[min(75vh,40rem)] overflow-y-auto overscroll-contain rounded-xl border border-ink-200 bg-white py-1 shadow-lg"
    >
      {GROUPS.map(({ kind, label }) => {
        const items = options.flatMap((option, index) =>
          option.kind === kind ? [{ option, index }] : [],
        )
        if (!items.length) return null
        const labelId = `${id}-${kind}`
        return (
          <div
            key={kind}
            role="group"
            aria-labelledby={label ? labelId : undefined}
            aria-label={label ? undefined : 'Tìm kiếm'}
          >
            {label ? (
              <div
                id={labelId}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase"
              >
                {label}
              </div>
            ) : (
              <div role="presentation" className="mx-3 my-1 border-t border-ink-200" />
            )}
            {items.map(({ option, index }) => (
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={index === active}
                onMouseMove={() => onHover(index)}
                onClick={() => onChoose(option)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-ink-800 ${
                  index === active ? 'bg-brand-50 text-brand-900' : ''
                }`}
              >
                <OptionContent option={option} />
              </div>
            ))}
          </div>
        )
      })}
    </div>
  )
}

function OptionContent({ option }: { option: SuggestionOption }) {
  if (option.kind === 'product') {
    return (
      <>
        <span className="size-10 shrink-0 overflow-hidden rounded-md border border-ink-200 bg-ink-50">
          {option.image ? (
            <ResponsiveImage
              image={option.image}
              alt=""
              sizes="40px"
              className="size-full object-cover"
            />
          ) : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 sm:line-clamp-1">{option.label}</span>
          {option.price !== null ? (
            <span className="block font-semibold text-danger-700">{formatVnd(option.price)}</span>
          ) : null}
        </span>
      </>
    )
  }
  if (option.kind === 'category') {
    return (
      <span className="min-w-0">
        <span className="font-medium">{option.label}</span>
        {option.context ? <span className="text-ink-600"> trong {option.context}</span> : null}
      </span>
    )
  }
  return (
    <>
      <SearchIcon width={18} height={18} className="shrink-0 text-brand-700" />
      <span className="min-w-0 truncate">
        Xem tất cả kết quả cho “<strong>{option.label}</strong>”
      </span>
    </>
  )
}
