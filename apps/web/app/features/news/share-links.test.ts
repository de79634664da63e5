import { describe, expect, it } from 'vitest'

import { facebookShareUrl, zaloShareUrl } from './share-links'

const page = 'https://phiencho.vn/tin-tuc/san-sale-11-11?utm=a&b=c'

describe('share links', () => {
  it('carry the page address encoded as one parameter', () => {
    expect(facebookShareUrl(page)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fphiencho.vn%2Ftin-tuc%2Fsan-sale-11-11%3Futm%3Da%26b%3Dc',
    )
    expect(new URL(zaloShareUrl(page)).searchParams.get('url')).toBe(page)
  })
})
