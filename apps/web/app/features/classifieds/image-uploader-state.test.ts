import { AD_IMAGE_BYTES_MAX, classifiedsMessages, type UploadedImage } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import {
  imageFileProblem,
  initialUploaderState,
  moveItem,
  sortChosenFiles,
  uploadedIds,
  uploaderReducer,
} from './image-uploader-state'

const image = (id: number): UploadedImage => ({
  id,
  url: `/media/uploads/${id}.webp`,
  width: 800,
  height: 600,
})
const file = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size })

describe('image files', () => {
  it('refuses what the server refuses, with its sentences', () => {
    expect(imageFileProblem(file('a.jpg'))).toBeNull()
    expect(imageFileProblem(file('a.png', 'image/png'))).toBeNull()
    expect(imageFileProblem(file('a.webp', 'image/webp'))).toBeNull()
    expect(imageFileProblem(file('a.gif', 'image/gif'))).toBe(classifiedsMessages.imageType)
    expect(imageFileProblem(file('a.pdf', 'application/pdf'))).toBe(classifiedsMessages.imageType)
    expect(imageFileProblem(file('a.jpg', 'image/jpeg', AD_IMAGE_BYTES_MAX))).toBeNull()
    expect(imageFileProblem(file('a.jpg', 'image/jpeg', AD_IMAGE_BYTES_MAX + 1))).toBe(
      classifiedsMessages.imageTooLarge,
    )
  })

  it('takes at most 8 pictures in all and names each refused file', () => {
    const chosen = [
      file('1.jpg'),
      file('anim.gif', 'image/gif'),
      file('2.jpg'),
      file('3.jpg'),
      file('huge.png', 'image/png', AD_IMAGE_BYTES_MAX + 1),
    ]
    const { accepted, errors } = sortChosenFiles(chosen, 6)
    expect(accepted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg'])
    expect(errors).toEqual([
      `anim.gif: ${classifiedsMessages.imageType}`,
      `huge.png: ${classifiedsMessages.imageTooLarge}`,
      classifiedsMessages.images,
    ])
  })
})

describe('uploader state', () => {
  it('starts from the saved pictures', () => {
    const state = initialUploaderState([image(4), image(9)])
    expect(uploadedIds(state.items)).toEqual([4, 9])
    expect(state.errors).toEqual([])
  })

  it('adds uploading pictures that count once uploaded', () => {
    let state = initialUploaderState([image(4)])
    state = uploaderReducer(state, {
      type: 'add',
      items: [{ key: 'new-0', name: 'xe.jpg', preview: 'blob:1' }],
      errors: ['anim.gif: x'],
    })
    expect(state.items.map((item) => item.status)).toEqual(['done', 'uploading'])
    expect(uploadedIds(state.items)).toEqual([4])
    expect(state.errors).toEqual(['anim.gif: x'])
    state = uploaderReducer(state, { type: 'uploaded', key: 'new-0', image: image(11) })
    expect(uploadedIds(state.items)).toEqual([4, 11])
  })

  it('drops a picture the server refused and says why', () => {
    let state = uploaderReducer(initialUploaderState([]), {
      type: 'add',
      items: [{ key: 'new-0', name: 'hong.jpg', preview: 'blob:1' }],
      errors: [],
    })
    state = uploaderReducer(state, {
      type: 'failed',
      key: 'new-0',
      error: classifiedsMessages.imageUnreadable,
    })
    expect(state.items).toEqual([])
    expect(state.errors).toEqual([`hong.jpg: ${classifiedsMessages.imageUnreadable}`])
  })

  it('reorders and removes; the first is the cover', () => {
    let state = initialUploaderState([image(1), image(2), image(3)])
    state = uploaderReducer(state, { type: 'move', from: 2, to: 0 })
    expect(uploadedIds(state.items)).toEqual([3, 1, 2])
    state = uploaderReducer(state, { type: 'remove', key: 'saved-1' })
    expect(uploadedIds(state.items)).toEqual([3, 2])
  })

  it('moves an element within bounds only', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    expect(moveItem(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], -1, 0)).toEqual(['a', 'b', 'c'])
  })
})
