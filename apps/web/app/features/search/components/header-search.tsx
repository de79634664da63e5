import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import { Form, useLocation, useNavigate, useSearchParams } from 'react-router'

import { SearchIcon } from '../../../components/ui/icons'
import { readSearchText } from '../../../lib/search-text'
import { useSuggestions } from '../api/get-suggestions'
import {
  activeIndex,
  CLOSED,
  comboboxReducer,
  type SuggestionOption,
  suggestionOptions,
} from '../suggestion-state'
import { useDebouncedValue } from '../use-debounced-value'
import loadSuggestionList from 'virtual:suggestion-list-chunk'

const INPUT_ID = 'site-search'
const LISTBOX_ID = 'site-search-suggestions'
const DEBOUNCE_MS = 150

// The list's code is a chunk of its own, out of every page's first load (vite.config.ts): the
// server renders the (hidden) list, the browser hydrates it once the chunk has come.
const SuggestionList = lazy(() =>
  loadSuggestionList().then((module) => ({ default: module.SuggestionList })),
)

/**
 * The header's search: a plain GET form to /tim-kiem?q=… (works before hydration), enhanced into a
 * WAI-ARIA combobox listing product and category suggestions as one types.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  // The words the search page shows results for, as it read them from the address.
  const pageQuery = location.pathname === '/tim-kiem' ? readSearchText(params.get('q')) : ''
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(pageQuery)
  const [state, dispatch] = useReducer(comboboxReducer, CLOSED)
  const debounced = useDebouncedValue(text.trim(), DEBOUNCE_MS)
  const { data } = useSuggestions(debounced, state.open)
  const options = useMemo(() => suggestionOptions(data, text), [data, text])
  const active = activeIndex(state, options.length)
  const expanded = state.open && options.length > 0
  const activeOption = expanded && active >= 0 ? options[active] : undefined

  // Suggestions for newer text replaced the list: the option chosen in the old one stays chosen
  // if the new list holds it too (results often arrive while the shopper already uses the arrows).
  const [seenData, setSeenData] = useState(data)
  if (seenData !== data) {
    const chosen = state.active >= 0 ? suggestionOptions(seenData, text)[state.active] : undefined
    setSeenData(data)
    dispatch({
      type: 'replaced',
      index: chosen ? options.findIndex((option) => option.id === chosen.id) : -1,
    })
  }

  // A new page closes the list; on the search page the box shows what was searched.
  const [seenLocation, setSeenLocation] = useState(location.key)
  if (seenLocation !== location.key) {
    setSeenLocation(location.key)
    dispatch({ type: 'close' })
    if (pageQuery) setText(pageQuery)
  }
  useEffect(() => {
    if (inputRef.current && pageQuery) inputRef.current.value = pageQuery
  }, [pageQuery])

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView({ block: 'nearest' })
  }, [activeOption])

  function choose(option: SuggestionOption) {
    dispatch({ type: 'close' })
    void navigate(option.href)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!options.length) return
        event.preventDefault()
        dispatch({ type: 'move', step: event.key === 'ArrowDown' ? 1 : -1, count: options.length })
        return
      case 'Enter':
        if (!activeOption) return // the form submits to /tim-kiem
        event.preventDefault()
        choose(activeOption)
        return
      case 'Escape':
        if (!expanded) return // the browser clears a search field
        event.preventDefault()
        dispatch({ type: 'close' })
        return
      case 'Tab':
        dispatch({ type: 'close' })
    }
  }

  function onBlur(event: FocusEvent<HTMLInputElement>) {
    if (!event.currentTarget.form?.contains(event.relatedTarget)) dispatch({ type: 'close' })
  }

  return (
    <Form
      method="get"
      action="/tim-kiem"
      role="search"
      className={`relative ${className}`}
      onSubmit={() => dispatch({ type: 'close' })}
    >
      <label htmlFor={INPUT_ID} className="sr-only">
        Tìm kiếm sản phẩm, cửa hàng, thương hiệu
      </label>
      <input
        ref={inputRef}
        id={INPUT_ID}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={LISTBOX_ID}
        aria-activedescendant={activeOption?.id}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        defaultValue={pageQuery}
        placeholder="Tìm sản phẩm, cửa hàng, thương hiệu…"
        // Whole on a phone too: the typed text stays 16 px (no zoom on focus), the hint is smaller.
        className="field-input pr-12 max-sm:placeholder:text-sm"
        onChange={(event) => {
          setText(event.currentTarget.value)
          dispatch({ type: 'typed' })
        }}
        onFocus={(event) => {
          // The input is uncontrolled: text typed before hydration is read here.
          const value = event.currentTarget.value
          setText(value)
          if (value.trim()) dispatch({ type: 'typed' })
        }}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className="absolute inset-y-1 right-1 inline-flex w-10 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800"
      >
        <SearchIcon width={20} height={20} />
        <span className="sr-only">Tìm kiếm</span>
      </button>
      <Suspense fallback={<div id={LISTBOX_ID} role="listbox" hidden />}>
        <SuggestionList
          id={LISTBOX_ID}
          options={options}
          expanded={expanded}
          active={active}
          onHover={(index) => dispatch({ type: 'hover', index })}
          onChoose={choose}
        />
      </Suspense>
    </Form>
  )
}
