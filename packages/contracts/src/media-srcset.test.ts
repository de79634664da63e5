import { describe, expect, it } from 'vitest'
import { mediaSrcset, mediaUrl, mediaUrlSrcset, mediaVariantUrl } from './media.ts'

describe('mediaSrcset', () => {
  it('lists the variants narrower than the original, then the original', () => {
    expect(mediaSrcset('demo/products/ao-thun-1.webp', 720)).toBe(
      '/media/w160/demo/products/ao-thun-1.webp 160w, /media/w320/demo/products/ao-thun-1.webp 320w, ' +
        '/media/w640/demo/products/ao-thun-1.webp 640w, /media/demo/products/ao-thun-1.webp 720w',
    )
    expect(mediaSrcset('demo/logos/logo-1.webp', 320)).toBe(
      '/media/w160/demo/logos/logo-1.webp 160w, /media/demo/logos/logo-1.webp 320w',
    )
  })

  it('offers every variant when the width is unknown', () => {
    expect(mediaSrcset('a.jpg', null).split(', ')).toEqual([
      '/media/w160/a.jpg 160w',
      '/media/w320/a.jpg 320w',
      '/media/w640/a.jpg 640w',
    ])
  })

  it('is empty for small pictures, CDN URLs and vector images', () => {
    expect(mediaSrcset('icons/tiny.png', 120)).toBe('')
    expect(mediaSrcset('https://cdn.example.vn/a.webp', 1200)).toBe('')
    expect(mediaSrcset('logo.svg', 800)).toBe('')
    expect(mediaSrcset('anim.gif', 800)).toBe('')
  })

  it('encodes what would split a candidate', () => {
    expect(mediaVariantUrl('uploads/áo thun, đỏ.jpg', 320)).toBe(
      '/media/w320/uploads/%C3%A1o%20thun%2C%20%C4%91%E1%BB%8F.jpg',
    )
  })
})

describe('mediaUrlSrcset', () => {
  it('gives for the URL the API sends what mediaSrcset gives for the stored path', () => {
    const paths = [
      'demo/products/ao-thun-1.webp',
      '/demo/logos/logo-1.webp',
      'uploads/áo thun, đỏ.jpg',
      'icons/tiny.png',
      'logo.svg',
      'https://cdn.example.vn/a.webp',
    ]
    for (const path of paths) {
      for (const width of [null, 120, 320, 720, 1200]) {
        expect(mediaUrlSrcset(mediaUrl(path), width), `${path} ${width}`).toBe(
          mediaSrcset(path, width),
        )
      }
    }
    expect(mediaUrlSrcset('/media/demo/a.webp', 720)).toBe(
      '/media/w160/demo/a.webp 160w, /media/w320/demo/a.webp 320w, /media/w640/demo/a.webp 640w, /media/demo/a.webp 720w',
    )
  })

  it('offers nothing for a picture that is not ours', () => {
    expect(mediaUrlSrcset('https://cdn.example.vn/media/a.webp', 720)).toBe('')
    expect(mediaUrlSrcset('/static/a.webp', 720)).toBe('')
  })
})
