/** The heading of a news section: a green bar before it, a rule under it. */
export function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2
      id={id}
      className="flex items-center gap-2 border-b border-ink-200 pb-2 text-lg font-bold text-ink-900 before:h-5 before:w-1 before:rounded-full before:bg-brand-700 before:content-[''] sm:text-xl"
    >
      {children}
    </h2>
  )
}
