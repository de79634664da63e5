import { describe, expect, it } from 'vitest'
import { htmlProblems, xssCorpus } from '../test/xss-corpus.ts'
import { LIST_STYLE_TYPES, plainTextOf, sanitizePlainText, sanitizeRichHtml } from './rich-html.ts'

describe('sanitizeRichHtml', () => {
  it('keeps what the editor writes', () => {
    const html = [
      '<h2>Tiêu đề</h2>',
      '<h3>Mục</h3>',
      '<h4>Mục nhỏ</h4>',
      '<p>Chữ <strong>đậm</strong>, <b>đậm</b>, <em>nghiêng</em>, <i>nghiêng</i>, <u>gạch chân</u>, <s>gạch ngang</s>.<br>Dòng mới</p>',
      '<blockquote><p>Trích dẫn</p></blockquote>',
      '<ul><li>Một</li><li>Hai</li></ul>',
      '<figure class="image image-style-side"><img src="/media/uploads/2026/11/a1b2.webp" alt="Xe máy" width="1600" height="1200"><figcaption>Ảnh thật</figcaption></figure>',
    ].join('')
    expect(sanitizeRichHtml(html)).toBe(
      html.replace(/<br>/g, '<br />').replace(/"><figcaption/, '" /><figcaption'),
    )
  })

  it("keeps CKEditor 5's list properties: style type, start and reversed", () => {
    expect(
      sanitizeRichHtml(
        '<ol style="list-style-type:upper-roman;" start="3"><li>Ba</li><li>Bốn</li></ol>',
      ),
    ).toBe('<ol style="list-style-type:upper-roman" start="3"><li>Ba</li><li>Bốn</li></ol>')
    expect(sanitizeRichHtml('<ol reversed start="0"><li>a</li></ol>')).toBe(
      '<ol start="0" reversed><li>a</li></ol>',
    )
    for (const type of LIST_STYLE_TYPES) {
      const tag = type === 'disc' || type === 'circle' || type === 'square' ? 'ul' : 'ol'
      expect(sanitizeRichHtml(`<${tag} style="list-style-type:${type};"><li>x</li></${tag}>`)).toBe(
        `<${tag} style="list-style-type:${type}"><li>x</li></${tag}>`,
      )
    }
  })

  it('drops other list styles and bad start values', () => {
    expect(
      sanitizeRichHtml(
        '<ol style="list-style-type:upper-roman;color:red;list-style-image:url(x)" start="-2"><li>a</li></ol>',
      ),
    ).toBe('<ol style="list-style-type:upper-roman"><li>a</li></ol>')
    expect(sanitizeRichHtml('<ol style="list-style-type:hebrew" start="1e3"><li>a</li></ol>')).toBe(
      '<ol><li>a</li></ol>',
    )
    expect(sanitizeRichHtml('<ul start="2" reversed><li>a</li></ul>')).toBe('<ul><li>a</li></ul>')
  })

  it('marks every link nofollow ugc noopener and keeps target only as _blank', () => {
    expect(
      sanitizeRichHtml('<a href="https://vnexpress.net/a" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://vnexpress.net/a" rel="nofollow ugc noopener" target="_blank">x</a>')
    expect(sanitizeRichHtml('<a href="/tin-rao-vat/xe" target="_top">x</a>')).toBe(
      '<a href="/tin-rao-vat/xe" rel="nofollow ugc noopener">x</a>',
    )
    expect(
      sanitizeRichHtml('<a href="mailto:a@example.vn">a</a> <a href="tel:0912345678">b</a>'),
    ).toBe(
      '<a href="mailto:a@example.vn" rel="nofollow ugc noopener">a</a> <a href="tel:0912345678" rel="nofollow ugc noopener">b</a>',
    )
  })

  it('keeps the text of a link whose address is not allowed', () => {
    for (const href of ['ftp://x.example', '//evil.example', '#top', 'relative/path', '']) {
      expect(sanitizeRichHtml(`<p><a href="${href}">chữ</a></p>`), href).toBe('<p>chữ</p>')
    }
  })

  it('keeps the structure around a refused link or picture', () => {
    expect(
      sanitizeRichHtml(
        '<p>a<img src=x onerror=alert(1)>b <a href="javascript:alert(1)">c</a></p><ol start="3"><li>d</li></ol><ul><li><a href="ftp://x">e</a></li></ul>',
      ),
    ).toBe('<p>ab c</p><ol start="3"><li>d</li></ol><ul><li>e</li></ul>')
  })

  it('keeps only pictures from our own media, with numeric sizes', () => {
    expect(
      sanitizeRichHtml(
        '<img src="/media/demo/a-1.webp" width="50%" height="300" title="x" class="y">',
      ),
    ).toBe('<img src="/media/demo/a-1.webp" alt="" height="300" />')
    for (const src of [
      'https://evil.example/a.webp',
      '/media/../a.webp',
      '/media/.variants/w320/a.webp',
      '/media//a.webp',
      '/medias/a.webp',
      'media/a.webp',
    ]) {
      expect(sanitizeRichHtml(`<p>a<img src="${src}">b</p>`), src).toBe('<p>ab</p>')
    }
  })

  it('keeps only the image classes on figures and drops unknown elements but not their text', () => {
    expect(sanitizeRichHtml('<figure class="image evil image-style-align-left"></figure>')).toBe(
      '<figure class="image image-style-align-left"></figure>',
    )
    expect(sanitizeRichHtml('<div><span style="color:red">Chữ</span> <h1>to</h1></div>')).toBe(
      'Chữ to',
    )
    expect(sanitizeRichHtml('<p>a<!-- bình luận -->b</p>')).toBe('<p>ab</p>')
  })

  it.each(xssCorpus.map((payload, i) => [i, payload]))(
    'neutralises XSS payload %i: %s',
    (_i, payload) => {
      const clean = sanitizeRichHtml(payload)
      expect(htmlProblems(clean)).toEqual([])
      // Wrapped in allowed markup the payload fares no better.
      expect(htmlProblems(sanitizeRichHtml(`<p>Xin chào ${payload} tạm biệt</p>`))).toEqual([])
      // A second pass changes nothing: what is stored is stable.
      expect(sanitizeRichHtml(clean)).toBe(clean)
    },
  )

  it('has a corpus of at least 50 distinct payloads that the checker catches unsanitised', () => {
    expect(new Set(xssCorpus).size).toBe(xssCorpus.length)
    expect(xssCorpus.length).toBeGreaterThanOrEqual(50)
    // The checker is not blind: most raw payloads fail it (the rest hide behind entities).
    const caught = xssCorpus.filter((payload) => htmlProblems(payload).length > 0)
    expect(caught.length).toBeGreaterThanOrEqual(xssCorpus.length - 1)
    expect(htmlProblems('<a href="/\\evil.example">x</a>')).toEqual(['href /\\evil.example'])
    expect(htmlProblems('<img src="/media/a.webp" alt="" />')).toEqual([])
  })
})

describe('plainTextOf', () => {
  it('reads the visible text with block boundaries as spaces and entities decoded', () => {
    expect(
      plainTextOf(
        '<h2>Bán xe</h2><p>Giá &lt;&nbsp;10 triệu &amp; còn <strong>mới</strong></p><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('Bán xe Giá < 10 triệu & còn mới a b')
    expect(plainTextOf('<p>a<br>b</p><script>alert(1)</script><style>p{}</style>')).toBe('a b')
    expect(plainTextOf('<p> </p><p><img src="/media/a.webp" alt="ảnh"></p>')).toBe('')
  })
})

describe('sanitizePlainText', () => {
  it('strips every tag, keeps the text and collapses whitespace', () => {
    expect(sanitizePlainText('  Bán   <b>xe</b>\n\tWave <i>2019</i> ')).toBe('Bán xe Wave 2019')
    expect(sanitizePlainText('Tom & Jerry <3 "mới"')).toBe('Tom & Jerry <3 "mới"')
  })

  it('leaves no tag behind, even one spelled with entities', () => {
    for (const payload of xssCorpus) {
      const text = sanitizePlainText(payload)
      expect(text, payload).not.toMatch(/<[a-z!/?]/i)
      expect(sanitizePlainText(text), payload).toBe(text)
    }
    expect(sanitizePlainText('&lt;script&gt;alert(1)&lt;/script&gt;Xe')).toBe('Xe')
    expect(sanitizePlainText('&amp;lt;b&amp;gt;Xe')).toBe('Xe')
  })
})
