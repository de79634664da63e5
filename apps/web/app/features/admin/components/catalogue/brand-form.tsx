import {
  type AdminBrand,
  BRAND_NAME_MAX,
  BRAND_SLUG_MAX,
  CATALOGUE_DESCRIPTION_MAX,
} from '@phiencho/contracts'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextAreaField } from '../../../../components/ui/form-fields'
import { TextField } from '../../../../components/ui/text-field'
import { useApiForm } from '../../../../lib/use-api-form'
import { useSaveBrand } from '../../api/change-brands'
import { adminFormSchema } from '../../load-form-schema'
import { useToast } from '../toasts'
import { PictureField } from '../picture-field'

const schema = adminFormSchema('brandRequest')
const FIELDS = ['name', 'slug', 'logo', 'description', 'is_famous'] as const

function readBrand(form: HTMLFormElement) {
  const data = new FormData(form)
  return {
    name: String(data.get('name') ?? ''),
    slug: String(data.get('slug') ?? ''),
    logo: String(data.get('logo') ?? ''),
    description: String(data.get('description') ?? ''),
    is_famous: data.get('is_famous') === 'on',
  }
}

/** A brand's fields; its place on the famous brands page changes from the list's arrows. */
export function BrandForm({ brand, onDone }: { brand: AdminBrand | null; onDone: () => void }) {
  const save = useSaveBrand()
  const toast = useToast()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema,
    fields: FIELDS,
    read: readBrand,
    submit: async (body) => {
      const saved = await save.mutateAsync({ id: brand?.id ?? null, body })
      toast(
        'success',
        brand ? `Đã lưu thương hiệu ${saved.name}.` : `Đã tạo thương hiệu ${saved.name}.`,
      )
      onDone()
    },
  })
  const e = errors.fields
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label="Tên thương hiệu"
          required
          maxLength={BRAND_NAME_MAX}
          defaultValue={brand?.name ?? ''}
          error={e.name}
        />
        <TextField
          name="slug"
          label="Đường dẫn"
          maxLength={BRAND_SLUG_MAX}
          defaultValue={brand?.slug ?? ''}
          hint="Bỏ trống để tạo từ tên."
          error={e.slug}
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <PictureField
        owner="brand"
        name="logo"
        label="Logo"
        hint="JPEG, PNG hoặc WebP, tối đa 5 MB."
        stored={brand?.logo ?? null}
        storedUrl={brand?.logo_url ?? null}
        error={e.logo}
      />
      <TextAreaField
        name="description"
        label="Mô tả"
        rows={3}
        maxLength={CATALOGUE_DESCRIPTION_MAX}
        defaultValue={brand?.description ?? ''}
        error={e.description}
      />
      <label htmlFor="field-is_famous" className="flex min-h-11 items-center gap-2">
        <input
          id="field-is_famous"
          type="checkbox"
          name="is_famous"
          defaultChecked={brand?.is_famous ?? false}
          className="size-5 accent-brand-700"
        />
        Thương hiệu nổi tiếng (hiện trên trang thương hiệu nổi tiếng)
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="submit" pending={pending}>
          {brand ? 'Lưu thương hiệu' : 'Tạo thương hiệu'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Hủy
        </Button>
      </div>
    </form>
  )
}
