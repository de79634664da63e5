import { useEffect, useState } from 'react'

import { EditorDataSync } from './editor-data-sync'

/**
 * One EditorDataSync for the life of the field, following the latest `read` and `commit` without
 * restarting its debounce. A change still pending is handed on when the field unmounts.
 */
export function useEditorDataSync(
  initial: string,
  read: () => string | null,
  commit: (html: string) => void,
): EditorDataSync {
  const [sync] = useState(() => new EditorDataSync(initial))
  useEffect(() => {
    sync.connect(read, commit)
  })
  useEffect(() => () => void sync.flush(), [sync])
  return sync
}
