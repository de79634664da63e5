import {
  AD_TITLE_MAX,
  AD_TITLE_MIN,
  type OwnClassifiedAdDetail,
  type UploadedImage,
} from '@phiencho/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { type ComponentType, useCallback } from 'react'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { ShopLink } from '../../../components/ui/shop-link'
import { TextField } from '../../../components/ui/text-field'
import { apiOf } from '../../../lib/query-client'
import { useApiForm } from '../../../lib/use-api-form'
import { adFormSchema, foldIndexedErrors } from '../ad-form-values'
import { useSaveOwnAd } from '../api/own-ad-save'
import { uploadOwnImage } from '../api/own-image-upload'
import { RichTextEditor } from '../editor/rich-text-editor'
import { AdFormPriceField } from './ad-form-price-field'
import { AdFormTopicField } from './ad-form-topic-field'
import { ImageUploader } from './image-uploader'

/** The province and ward selects (the address book's), handed in by the page. */
export interface AdLocationFieldsProps {
  errors: Record<string, string | undefined>
  initialProvince?: string
  initialWard?: string
  onProvinceChange: (code: string) => void
}

export interface AdFormInitial {
  title: string
  topic_id: number | null
  price: number | null | undefined
  province_code: string
  ward_code: string | null
  contact_name: string
  contact_phone: string
  body: string
  images: UploadedImage[]
}

interface AdFormProps {
  userId: number
  /** The ad being edited; a new ad without it. */
  adId?: number
  initial: AdFormInitial
  LocationFields: ComponentType<AdLocationFieldsProps>
  onSaved: (ad: OwnClassifiedAdDetail) => void
}

const FIELDS = [
  'title',
  'topic_id',
  'price',
  'province_code',
  'ward_code',
  'image_ids',
  'body',
  'contact_name',
  'contact_phone',
] as const

const SECTION = 'card space-y-4 p-4 sm:p-5'
const SECTION_TITLE = 'text-lg font-bold text-ink-900'
const noop = () => {}

/**
 * Posting or editing an ad. The inputs are uncontrolled, and the editor and the pictures keep their
 * own state and write what the form sends into hidden inputs: a refused form keeps everything, and
 * each error shows beside its field.
 */
export function AdForm({ userId, adId, initial, LocationFields, onSaved }: AdFormProps) {
  const queryClient = useQueryClient()
  const save = useSaveOwnAd(userId, adId)

  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: adFormSchema,
    fields: FIELDS,
    submit: async (input) => {
      const saved = await save.mutateAsync(input).catch((error: unknown) => {
        throw foldIndexedErrors(error)
      })
      onSaved(saved)
    },
  })

  // The API client is looked up when a picture is sent: the server's render has none.
  const uploadImage = useCallback(
    (file: File, signal: AbortSignal) => uploadOwnImage(apiOf(queryClient), file, signal),
    [queryClient],
  )

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={adId ? 'Sửa tin rao vặt' : 'Đăng tin rao vặt'}
    >
      <FormAlert tone="error">{errors.alert}</FormAlert>

      <section className={SECTION} aria-labelledby="ad-form-basics">
        <h2 id="ad-form-basics" className={SECTION_TITLE}>
          Thông tin chính
        </h2>
        <TextField
          name="title"
          label="Tiêu đề"
          required
          maxLength={AD_TITLE_MAX}
          defaultValue={initial.title}
          hint={`Từ ${AD_TITLE_MIN} đến ${AD_TITLE_MAX} ký tự, nêu rõ món hàng hoặc dịch vụ.`}
          error={errors.fields.title}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AdFormTopicField initialTopic={initial.topic_id} error={errors.fields.topic_id} />
          <AdFormPriceField initialPrice={initial.price} error={errors.fields.price} />
        </div>
      </section>

      <section className={SECTION} aria-labelledby="ad-form-place">
        <h2 id="ad-form-place" className={SECTION_TITLE}>
          Khu vực
        </h2>
        <LocationFields
          errors={errors.fields}
          initialProvince={initial.province_code}
          initialWard={initial.ward_code ?? ''}
          onProvinceChange={noop}
        />
      </section>

      <section className={SECTION} aria-labelledby="ad-form-pictures">
        <h2 id="ad-form-pictures" className={SECTION_TITLE}>
          Hình ảnh và nội dung
        </h2>
        <ImageUploader
          initialImages={initial.images}
          upload={uploadImage}
          error={errors.fields.image_ids}
        />
        <RichTextEditor
          name="body"
          label="Nội dung"
          initialValue={initial.body}
          upload={uploadImage}
          placeholder="Mô tả món hàng: tình trạng, xuất xứ, bảo hành, cách giao nhận…"
          error={errors.fields.body}
        />
      </section>

      <section className={SECTION} aria-labelledby="ad-form-contact">
        <h2 id="ad-form-contact" className={SECTION_TITLE}>
          Liên hệ
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="contact_name"
            label="Tên người liên hệ"
            autoComplete="name"
            required
            defaultValue={initial.contact_name}
            error={errors.fields.contact_name}
          />
          <TextField
            name="contact_phone"
            type="tel"
            label="Số điện thoại liên hệ"
            autoComplete="tel"
            inputMode="tel"
            required
            defaultValue={initial.contact_phone}
            hint="Trên trang tin, số chỉ hiện đầy đủ khi người xem bấm để xem số."
            error={errors.fields.contact_phone}
          />
        </div>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <ShopLink to="/my-account/manage-classifieds" className="btn btn-secondary">
          Hủy
        </ShopLink>
        <Button type="submit" pending={pending}>
          {adId ? 'Lưu thay đổi' : 'Đăng tin'}
        </Button>
      </div>
    </form>
  )
}
