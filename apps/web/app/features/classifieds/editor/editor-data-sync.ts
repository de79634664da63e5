/** The form follows the editor 300 ms after the last change. */
export const EDITOR_DATA_DEBOUNCE_MS = 300

/**
 * Reads the editor's data on a trailing debounce instead of on every keystroke: `getData()`
 * serialises the whole document. `flush` hands on what is there now (blur, submit, language
 * switch), so nothing typed within the last 300 ms is lost.
 */
export class EditorDataSync {
  private timer: ReturnType<typeof setTimeout> | null = null
  private latest: string
  private readonly delay: number
  /** The editor's HTML now (`editor.getData()`), or null while no editor is mounted. */
  private read: () => string | null = () => null
  private commit: (html: string) => void = () => {}

  constructor(initial: string, delay = EDITOR_DATA_DEBOUNCE_MS) {
    this.latest = initial
    this.delay = delay
  }

  /** Where the data comes from and where it goes; may change at any time. */
  connect(read: () => string | null, commit: (html: string) => void): void {
    this.read = read
    this.commit = commit
  }

  /** The editor reported a change of its data. */
  changed(): void {
    this.cancel()
    this.timer = setTimeout(() => {
      this.timer = null
      this.pull()
    }, this.delay)
  }

  /** Hands on the editor's data at once and returns it. */
  flush(): string {
    this.cancel()
    this.pull()
    return this.latest
  }

  /** The last data handed on. */
  get value(): string {
    return this.latest
  }

  cancel(): void {
    if (this.timer === null) return
    clearTimeout(this.timer)
    this.timer = null
  }

  private pull(): void {
    const html = this.read()
    if (html === null || html === this.latest) return
    this.latest = html
    this.commit(html)
  }
}
