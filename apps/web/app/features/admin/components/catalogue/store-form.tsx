import {
  type AdminStore,
  CATALOGUE_DESCRIPTION_MAX,
  STORE_ADDRESS_MAX,
  STORE_NAME_MAX,
  STORE_SLUG_MAX,
} from '@phiencho/contracts'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { SelectField, TextAreaField } from '../../../../components/ui/form-fields'
import { TextField } from '../../../../components/ui/text-field'
import { useApiForm } from '../../../../lib/use-api-form'
import { useSaveStore } from '../../api/change-stores'
import { adminFormSchema } from '../../load-form-schema'
import { useToast } from '../toasts'
import { PictureField } from '../picture-field'

const schema = adminFormSchema('storeRequest')
const FIELDS = [
  'name',
  'slug',
  'description',
  'address',
  'province_code',
  'phone',
  'email',
  'is_partner',
  'logo',
  'banner',
] as const

function readStore(form: HTMLFormElement) {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  return {
    name: text('name'),
    slug: text('slug'),
    description: text('description'),
    address: text('address'),
    province_code: text('province_code'),
    phone: text('phone'),
    email: text('email'),
    is_partner: data.get('is_partner') === 'on',
    logo: text('logo'),
    banner: text('banner'),
  }
}

interface StoreFormProps {
  store: AdminStore
  provinces: readonly { code: string; name: string }[]
  onDone: () => void
}

/** A shop's public profile; its status changes from the list's actions. */
export function StoreForm({ store, provinces, onDone }: StoreFormProps) {
  const save = useSaveStore()
  const toast = useToast()
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema,
    fields: FIELDS,
    read: readStore,
    submit: async (body) => {
      const saved = await save.mutateAsync({ id: store.id, body })
      toast('success', `Đã lưu cửa hàng ${saved.name}.`)
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
          label="Tên cửa hàng"
          required
          maxLength={STORE_NAME_MAX}
          defaultValue={store.name}
          error={e.name}
        />
        <TextField
          name="slug"
          label="Đường dẫn"
          maxLength={STORE_SLUG_MAX}
          defaultValue={store.slug}
          hint="Bỏ trống để tạo từ tên."
          error={e.slug}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          name="phone"
          label="Số điện thoại"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          defaultValue={store.phone ?? ''}
          error={e.phone}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          defaultValue={store.email ?? ''}
          error={e.email}
        />
        <SelectField
          name="province_code"
          label="Tỉnh/thành phố"
          defaultValue={store.province?.code ?? ''}
          error={e.province_code}
        >
          <option value="">— Chưa chọn —</option>
          {provinces.map((province) => (
            <option key={province.code} value={province.code}>
              {province.name}
            </option>
          ))}
        </SelectField>
        <TextField
          name="address"
          label="Địa chỉ"
          maxLength={STORE_ADDRESS_MAX}
          defaultValue={store.address ?? ''}
          error={e.address}
        />
      </div>
      <TextAreaField
        name="description"
        label="Giới thiệu"
        rows={3}
        maxLength={CATALOGUE_DESCRIPTION_MAX}
        defaultValue={store.description ?? ''}
        error={e.description}
      />
      <label htmlFor="field-is_partner" className="flex min-h-11 items-center gap-2">
        <input
          id="field-is_partner"
          type="checkbox"
          name="is_partner"
          defaultChecked={store.is_partner}
          className="size-5 accent-brand-700"
        />
        Đối tác bán hàng (hiện trên trang đối tác)
      </label>
      <div className="grid gap-4 lg:grid-cols-2">
        <PictureField
          owner="store"
          name="logo"
          label="Logo"
          hint="JPEG, PNG hoặc WebP, tối đa 5 MB."
          stored={store.logo}
          storedUrl={store.logo_url}
          error={e.logo}
        />
        <PictureField
          owner="store"
          name="banner"
          label="Ảnh bìa"
          hint="Ảnh ngang, hiện đầu trang cửa hàng."
          stored={store.banner}
          storedUrl={store.banner_url}
          error={e.banner}
          wide
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="submit" pending={pending}>
          Lưu cửa hàng
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Hủy
        </Button>
      </div>
    </form>
  )
}
