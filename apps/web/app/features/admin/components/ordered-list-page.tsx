import type { ReactNode } from 'react'

import { Button } from '../../../components/ui/button'
import { errorSentence } from '../../../lib/api-error'

interface OrderedListPageProps<T> {
  title: string
  intro: string
  /** The add button's words; absent, no button (someone who may only read the list). */
  addLabel?: string
  onAdd?: () => void
  /** The list's query. */
  list: { isError: boolean; error: unknown; data: { data: T[] } | undefined }
  children: (items: T[]) => ReactNode
}

/** The page of a list put in order by hand: heading, add button, the list once loaded. */
export function OrderedListPage<T>({
  title,
  intro,
  addLabel,
  onAdd,
  list,
  children,
}: OrderedListPageProps<T>) {
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
          <p className="mt-1 text-ink-600">{intro}</p>
        </div>
        {addLabel && onAdd ? (
          <Button type="button" onClick={onAdd} className="shrink-0">
            {addLabel}
          </Button>
        ) : null}
      </div>
      {list.isError ? (
        <p role="alert" className="alert alert-error">
          {errorSentence(list.error)}
        </p>
      ) : !list.data ? (
        <div aria-hidden="true" className="card h-64 animate-pulse" />
      ) : (
        children(list.data.data)
      )}
    </div>
  )
}
