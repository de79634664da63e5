import {
  type AdminArticle,
  type AdminArticleCategory,
  adminNewsMessages as m,
  ARTICLE_COVER_ALT_MAX,
  ARTICLE_EXCERPT_MAX,
  ARTICLE_SEO_DESCRIPTION_MAX,
  ARTICLE_SEO_TITLE_MAX,
  ARTICLE_SLUG_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  ARTICLE_TITLE_MIN,
} from '@phiencho/contracts'
import { slugify } from '@phiencho/vn'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useState } from 'react'

import { FieldMessages, SelectField } from '../../../../components/ui/form-fields'
import { RichText } from '../../../../components/ui/rich-text'
import { TextField } from '../../../../components/ui/text-field'
import { RichTextEditor } from '../../../classifieds/editor/rich-text-editor'
import { uploadArticleImage } from '../../api/change-article'
import { parseTags } from '../../news/article-form-values'
import { PictureField } from '../picture-field'
import { CountedField } from './counted-field'

interface ArticleFormFieldsProps {
  article: AdminArticle | null
  categories: readonly AdminArticleCategory[]
  errors: Record<string, string>
  /** Read-only: the body is shown as it reads, the other fields disabled. */
  canEdit: boolean
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `article-section-${slugify(title)}`
  return (
    <section aria-labelledby={id} className="card space-y-4 p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The article's fields, in two columns from a laptop's width: the text, then its settings. */
export function ArticleFormFields({
  article: live,
  categories,
  errors: e,
  canEdit,
}: ArticleFormFieldsProps) {
  // The fields start from the article as first read: a newer version (saved here, or elsewhere)
  // must not overwrite what is being typed; the form is drawn again to take one.
  const [article] = useState(live)
  const client = useQueryClient()
  const [title, setTitle] = useState(article?.title ?? '')
  const [tags, setTags] = useState(article?.tags.join(', ') ?? '')
  const upload = useCallback(
    (file: File, signal: AbortSignal) => uploadArticleImage(client, file, signal),
    [client],
  )
  // A published article keeps its address, so links already shared still open it.
  const slugLocked = live?.status === 'published' || live?.status === 'hidden'
  const disabled = !canEdit
  const parsedTags = parseTags(tags)

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-5">
        <FormSection title="Nội dung bài viết">
          <TextField
            name="title"
            label="Tiêu đề"
            required
            maxLength={ARTICLE_TITLE_MAX}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            hint={`Từ ${ARTICLE_TITLE_MIN} đến ${ARTICLE_TITLE_MAX} ký tự.`}
            error={e.title}
            disabled={disabled}
          />
          <TextField
            name="slug"
            label="Đường dẫn"
            maxLength={ARTICLE_SLUG_MAX}
            defaultValue={article?.slug ?? ''}
            placeholder={slugify(title) || 'meo-mua-sam-cuoi-nam'}
            readOnly={slugLocked}
            hint={
              slugLocked
                ? m.slugLocked
                : 'Bỏ trống để tạo từ tiêu đề. Chỉ chữ thường không dấu, số và dấu gạch ngang.'
            }
            error={e.slug}
            disabled={disabled}
          />
          <CountedField
            name="excerpt"
            label="Tóm tắt"
            multiline
            max={ARTICLE_EXCERPT_MAX}
            defaultValue={article?.excerpt ?? ''}
            hint="Đoạn mở đầu in đậm dưới tiêu đề và trong danh sách tin."
            error={e.excerpt}
            disabled={disabled}
          />
          {canEdit ? (
            <RichTextEditor
              name="body"
              label="Nội dung"
              initialValue={article?.body ?? ''}
              upload={upload}
              placeholder="Viết nội dung bài: đoạn văn, tiêu đề nhỏ, danh sách, ảnh minh họa…"
              hint="Ảnh chèn vào bài được tải lên ngay (JPEG, PNG hoặc WebP)."
              error={e.body}
            />
          ) : (
            <div>
              <p className="mb-1 text-sm font-medium text-ink-800">Nội dung</p>
              <RichText
                html={article?.body ?? ''}
                className="rounded-lg border border-ink-200 bg-ink-50 p-4"
              />
            </div>
          )}
        </FormSection>

        <FormSection title="Tối ưu tìm kiếm (SEO)">
          <CountedField
            name="seo_title"
            label="Tiêu đề SEO"
            max={ARTICLE_SEO_TITLE_MAX}
            advised={60}
            defaultValue={article?.seo_title ?? ''}
            hint="Bỏ trống: dùng tiêu đề bài."
            error={e.seo_title}
            disabled={disabled}
          />
          <CountedField
            name="seo_description"
            label="Mô tả SEO"
            multiline
            max={ARTICLE_SEO_DESCRIPTION_MAX}
            advised={160}
            defaultValue={article?.seo_description ?? ''}
            hint="Bỏ trống: dùng tóm tắt."
            error={e.seo_description}
            disabled={disabled}
          />
        </FormSection>
      </div>

      <div className="min-w-0 space-y-5">
        <FormSection title="Phân loại">
          <SelectField
            name="category_id"
            label="Chuyên mục"
            required
            defaultValue={article ? String(article.category_id) : ''}
            error={e.category_id}
            disabled={disabled}
          >
            <option value="">Chọn chuyên mục</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
                {category.is_hidden ? ' (đang ẩn)' : ''}
              </option>
            ))}
          </SelectField>
          <div>
            <TextField
              name="tags"
              label="Thẻ"
              value={tags}
              onChange={(event) => setTags(event.target.value)}
              hint={`Cách nhau bằng dấu phẩy, tối đa ${ARTICLE_TAGS_MAX} thẻ.`}
              error={e.tags}
              disabled={disabled}
            />
            {parsedTags.length ? (
              <ul aria-label="Thẻ sẽ lưu" className="mt-2 flex flex-wrap gap-1.5">
                {parsedTags.map((tag, index) => (
                  <li
                    key={`${tag}-${index}`}
                    className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-800"
                  >
                    #{tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <label className="flex min-h-11 items-start gap-3 text-sm text-ink-800">
            <input
              type="checkbox"
              name="is_featured"
              defaultChecked={article?.is_featured ?? false}
              disabled={disabled}
              aria-describedby={e.is_featured ? 'field-is_featured-error' : undefined}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span>
              <span className="font-medium">Bài nổi bật</span>
              <span className="block text-ink-600">
                Bài nổi bật mới nhất dẫn đầu trang Tin tức.
              </span>
            </span>
          </label>
          <FieldMessages id="field-is_featured" error={e.is_featured} />
        </FormSection>

        <FormSection title="Ảnh bìa">
          {canEdit ? (
            <PictureField
              owner="article"
              name="cover_image"
              label="Ảnh bìa"
              hint="Ảnh ngang 16:9, rộng từ 1200 px; JPEG, PNG hoặc WebP."
              stored={article?.cover_image ?? null}
              storedUrl={article?.cover_url ?? null}
              error={e.cover_image}
              wide
            />
          ) : article?.cover_url ? (
            <img src={article.cover_url} alt="Ảnh bìa hiện tại" className="w-full rounded-lg" />
          ) : (
            <p className="text-sm text-ink-600">Chưa có ảnh bìa.</p>
          )}
          <TextField
            name="cover_alt"
            label="Mô tả ảnh bìa"
            maxLength={ARTICLE_COVER_ALT_MAX}
            defaultValue={article?.cover_alt ?? ''}
            hint="Nói ảnh có gì, cho người không xem được ảnh. Bỏ trống: dùng tiêu đề."
            error={e.cover_alt}
            disabled={disabled}
          />
        </FormSection>
      </div>
    </div>
  )
}
