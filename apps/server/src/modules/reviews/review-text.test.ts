import { describe, expect, it } from 'vitest'
import { plainText, shortAuthorName } from './review-text.ts'

describe('shortAuthorName', () => {
  it.each([
    ['Nguyễn Văn An', 'Nguyễn V. A.'],
    ['  Trần   thị  bình ', 'Trần T. B.'],
    ['Lê', 'Lê'],
    ['Đặng Ánh Ðức', 'Đặng Á. Ð.'],
    ['', 'Người mua'],
  ])('%j → %j', (name, shown) => {
    expect(shortAuthorName(name)).toBe(shown)
  })

  it('keeps a precomposed initial whole when the name came decomposed', () => {
    expect(shortAuthorName('Phạm \u0102\u0301nh'.normalize('NFD'))).toBe('Phạm Ắ.')
  })
})

describe('plainText', () => {
  it('keeps markup, entities, tabs and line breaks as they were typed', () => {
    const typed = '<b>Hàng tốt</b> &amp; rẻ\n\tgiao nhanh <script>alert(1)</script>'
    expect(plainText(typed)).toBe(typed)
  })

  it('drops invisible controls, unifies line breaks and trims', () => {
    expect(plainText(' \u0007Tốt\r\nlắm\u202e\u0085\rnhé \u001b ')).toBe('Tốt\nlắm\nnhé')
  })
})
