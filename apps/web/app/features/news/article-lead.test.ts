import { describe, expect, it } from 'vitest'

import { bodyOpensWithExcerpt } from './article-lead'

describe('bodyOpensWithExcerpt', () => {
  const excerpt = 'Ngày hội mua sắm 11.11 trở lại với hàng nghìn ưu đãi & quà tặng.'

  it('sees the excerpt as the first paragraph, whatever the markup and spacing', () => {
    const body = `<p class="lead">Ngày hội mua sắm <strong>11.11</strong> trở lại với
      hàng nghìn ưu đãi &amp; quà tặng.</p><h2>Chi tiết</h2><p>…</p>`
    expect(bodyOpensWithExcerpt(body, excerpt)).toBe(true)
  })

  it('is false when the body opens otherwise or there is no excerpt', () => {
    expect(bodyOpensWithExcerpt('<h2>Mở đầu</h2><p>' + excerpt + '</p>', excerpt)).toBe(false)
    expect(bodyOpensWithExcerpt('<p>Đoạn khác.</p>', excerpt)).toBe(false)
    expect(bodyOpensWithExcerpt('<p>Đoạn khác.</p>', null)).toBe(false)
    expect(bodyOpensWithExcerpt('<p></p>', '  ')).toBe(false)
  })
})
