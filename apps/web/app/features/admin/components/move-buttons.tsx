interface MoveButtonsProps {
  /** The base of the buttons' ids (`${idBase}-up`, `${idBase}-down`): the focus returns there. */
  idBase: string
  /** What moves, in the buttons' names ("Chuyển Xe cộ lên trên"). */
  name: string
  index: number
  count: number
  busy: boolean
  /** Moves the row at `from` to `to`, then focuses the element with `focusId`. */
  onMove: (from: number, to: number, focusId: string) => void | Promise<void>
}

/** ▲ and ▼ for a list put in order by hand, usable from the keyboard. */
export function MoveButtons({ idBase, name, index, count, busy, onMove }: MoveButtonsProps) {
  return (
    <>
      <button
        id={`${idBase}-up`}
        type="button"
        className="btn btn-secondary min-h-10 px-3"
        disabled={index === 0 || busy}
        aria-label={`Chuyển ${name} lên trên`}
        onClick={() => void onMove(index, index - 1, `${idBase}-up`)}
      >
        <span aria-hidden="true">▲</span>
      </button>
      <button
        id={`${idBase}-down`}
        type="button"
        className="btn btn-secondary min-h-10 px-3"
        disabled={index === count - 1 || busy}
        aria-label={`Chuyển ${name} xuống dưới`}
        onClick={() => void onMove(index, index + 1, `${idBase}-down`)}
      >
        <span aria-hidden="true">▼</span>
      </button>
    </>
  )
}
