import { AD_IMAGES_MAX, classifiedsMessages, type UploadedImage } from '@phiencho/contracts'

import { imageFileProblem } from '../../lib/image-upload'

// Shared with the reviews' photos, and still imported from here by the ad form's neighbours.
export { imageFileProblem }

/** One picture of the ad: on its way up (with a local preview) or stored on the server. */
export type UploaderItem =
  | { key: string; status: 'uploading'; name: string; preview: string }
  | { key: string; status: 'done'; name: string; image: UploadedImage }

export interface UploaderState {
  items: UploaderItem[]
  /** Why the last files were refused: one sentence per file, shown beside the drop zone. */
  errors: string[]
}

export type UploaderAction =
  | { type: 'add'; items: { key: string; name: string; preview: string }[]; errors: string[] }
  | { type: 'uploaded'; key: string; image: UploadedImage }
  | { type: 'failed'; key: string; error: string }
  | { type: 'move'; from: number; to: number }
  | { type: 'remove'; key: string }

export function initialUploaderState(images: readonly UploadedImage[]): UploaderState {
  return {
    items: images.map((image) => ({
      key: `saved-${image.id}`,
      status: 'done',
      name: '',
      image,
    })),
    errors: [],
  }
}

export function uploaderReducer(state: UploaderState, action: UploaderAction): UploaderState {
  switch (action.type) {
    case 'add':
      return {
        items: [
          ...state.items,
          ...action.items.map((item) => ({ ...item, status: 'uploading' as const })),
        ],
        errors: action.errors,
      }
    case 'uploaded':
      return {
        ...state,
        items: state.items.map((item) =>
          item.key === action.key
            ? { key: item.key, status: 'done', name: item.name, image: action.image }
            : item,
        ),
      }
    case 'failed': {
      const failed = state.items.find((item) => item.key === action.key)
      if (!failed) return state
      return {
        items: state.items.filter((item) => item.key !== action.key),
        errors: [...state.errors, `${failed.name}: ${action.error}`],
      }
    }
    case 'move':
      return { ...state, items: moveItem(state.items, action.from, action.to) }
    case 'remove':
      return { ...state, items: state.items.filter((item) => item.key !== action.key) }
  }
}

/** The list with the element at `from` taken out and put back at `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) {
    return [...items]
  }
  const next = [...items]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved!)
  return next
}

/**
 * Splits chosen files into those to upload and one message per refused file: wrong type, too
 * large, or past the AD_IMAGES_MAX pictures an ad may have.
 */
export function sortChosenFiles<T extends { name: string; type: string; size: number }>(
  files: readonly T[],
  alreadyThere: number,
): { accepted: T[]; errors: string[] } {
  const accepted: T[] = []
  const errors: string[] = []
  let tooMany = false
  for (const file of files) {
    const problem = imageFileProblem(file)
    if (problem) errors.push(`${file.name}: ${problem}`)
    else if (alreadyThere + accepted.length >= AD_IMAGES_MAX) tooMany = true
    else accepted.push(file)
  }
  if (tooMany) errors.push(classifiedsMessages.images)
  return { accepted, errors }
}

export function uploadedIds(items: readonly UploaderItem[]): number[] {
  return items.flatMap((item) => (item.status === 'done' ? [item.image.id] : []))
}
