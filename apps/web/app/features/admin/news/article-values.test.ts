import type { AdminArticle, Permission } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import { articleAccess, saveLabel } from './article-access'
import {
  articleInputFromForm,
  defaultScheduleInput,
  earliestScheduleInput,
  fieldMessages,
  parseTags,
  readSchedule,
} from './article-form-values'
import { previewArticle } from './article-preview'

const WRITER = { id: 7, permissions: ['article:write'] as Permission[] }
const EDITOR = { id: 9, permissions: ['article:write', 'article:publish'] as Permission[] }

const article = (status: AdminArticle['status'], authorId = 7): AdminArticle => ({
  id: 12,
  title: 'Mẹo chọn nồi chiên không dầu cho gia đình bốn người',
  slug: 'meo-chon-noi-chien',
  status,
  category: { id: 2, name: 'Kinh nghiệm mua sắm' },
  author: { id: authorId, name: 'Lê Thu' },
  cover_url: '/media/articles/a.webp',
  is_featured: false,
  published_at: null,
  view_count: 0,
  review_note: null,
  created_at: '2026-11-28T02:00:00.000Z',
  updated_at: '2026-11-28T03:00:00.000Z',
  category_id: 2,
  cover_image: 'articles/a.webp',
  cover_width: 1200,
  cover_height: 675,
  cover_alt: null,
  excerpt: 'Dung tích, công suất và chất liệu lòng nồi.',
  body: '<p>Nội dung</p>',
  tags: ['bếp'],
  seo_title: null,
  seo_description: null,
  reading_minutes: 3,
})

describe('what the editor offers', () => {
  it('lets a writer save and send their own draft, never publish', () => {
    expect(articleAccess(null, WRITER).actions).toEqual(['save', 'submit'])
    expect(articleAccess(article('draft'), WRITER)).toEqual({
      canEdit: true,
      actions: ['save', 'submit', 'delete'],
      readOnly: null,
    })
    expect(articleAccess(article('in_review'), WRITER).actions).toEqual(['save', 'delete'])
  })

  it("shows a writer someone else's article, or one taken for publishing, read-only", () => {
    expect(articleAccess(article('draft', 8), WRITER).canEdit).toBe(false)
    for (const status of ['scheduled', 'published', 'hidden'] as const) {
      const access = articleAccess(article(status), WRITER)
      expect(access.canEdit, status).toBe(false)
      expect(access.readOnly, status).toMatch(/biên tập viên/)
    }
  })

  it('gives an editor every step the status allows', () => {
    expect(articleAccess(null, EDITOR).actions).toEqual(['save', 'publish', 'schedule'])
    expect(articleAccess(article('in_review', 8), EDITOR).actions).toEqual([
      'save',
      'publish',
      'schedule',
      'return',
      'delete',
    ])
    expect(articleAccess(article('published', 8), EDITOR).actions).toEqual(['save', 'hide'])
    expect(articleAccess(article('hidden', 8), EDITOR).actions).toEqual(['save', 'republish'])
  })

  it('saves a draft as a draft, anything else as changes', () => {
    expect(saveLabel(null)).toBe('Lưu nháp')
    expect(saveLabel(article('draft'))).toBe('Lưu nháp')
    expect(saveLabel(article('published'))).toBe('Lưu thay đổi')
  })
})

describe('the form in the contract’s shape', () => {
  it('reads every field, the tags split on commas', () => {
    const data = new FormData()
    data.set('title', 'Tiêu đề bài viết')
    data.set('slug', '')
    data.set('category_id', '3')
    data.set('cover_image', '/media/articles/a.webp')
    data.set('tags', 'Tết, khuyến mãi ,,  mua   sắm ')
    data.set('is_featured', 'on')
    data.set('body', '<p>x</p>')
    expect(articleInputFromForm(data)).toEqual({
      title: 'Tiêu đề bài viết',
      slug: '',
      category_id: 3,
      cover_image: '/media/articles/a.webp',
      cover_alt: '',
      excerpt: '',
      body: '<p>x</p>',
      tags: ['Tết', 'khuyến mãi', 'mua sắm'],
      is_featured: true,
      seo_title: '',
      seo_description: '',
    })
    expect(articleInputFromForm(new FormData()).category_id).toBeUndefined()
    expect(parseTags('')).toEqual([])
  })

  it('puts a message about one tag beside the tags', () => {
    expect(
      fieldMessages([
        ['tags.2', 'Thẻ quá dài'],
        ['title', 'Tiêu đề'],
        ['title', 'Thứ hai'],
      ]),
    ).toEqual({ tags: 'Thẻ quá dài', title: 'Tiêu đề' })
  })
})

describe('the schedule', () => {
  const now = new Date('2026-11-28T02:03:20.000Z') // 09:03:20 in Vietnam

  it('reads the picker as Vietnam time', () => {
    expect(readSchedule('2026-11-28T10:00', now)).toEqual({
      publishAt: '2026-11-28T10:00:00+07:00',
      problem: null,
    })
    expect(defaultScheduleInput(now)).toBe('2026-11-28T10:05')
    expect(earliestScheduleInput(now)).toBe('2026-11-28T09:05')
  })

  it('refuses a time too soon, too far or unreadable with the server’s sentences', () => {
    expect(readSchedule('2026-11-28T09:04', now).problem).toMatch(/ít nhất 1 phút/)
    expect(readSchedule('2028-01-01T09:00', now).problem).toMatch(/365 ngày/)
    expect(readSchedule('mai', now).problem).toBe('Thời điểm đăng không hợp lệ.')
  })
})

describe('the preview', () => {
  it('draws the article as the public page would, dated now until it has a date', () => {
    const now = new Date('2026-11-28T05:00:00.000Z')
    const preview = previewArticle(article('draft'), 'kinh-nghiem', now)
    expect(preview.published_at).toBe('2026-11-28T05:00:00.000Z')
    expect(preview.category).toEqual({ name: 'Kinh nghiệm mua sắm', slug: 'kinh-nghiem' })
    expect(preview.cover_image).toEqual({
      url: '/media/articles/a.webp',
      width: 1200,
      height: 675,
      alt: 'Mẹo chọn nồi chiên không dầu cho gia đình bốn người',
    })
    expect(preview.related).toEqual([])
    const scheduled = { ...article('scheduled'), published_at: '2026-12-01T01:00:00.000Z' }
    expect(previewArticle(scheduled, 'x', now).published_at).toBe('2026-12-01T01:00:00.000Z')
  })
})
