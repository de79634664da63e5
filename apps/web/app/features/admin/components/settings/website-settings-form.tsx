import type { AdminSettings } from '@phiencho/contracts'
import { SITE_DESCRIPTION_MAX, SITE_NAME_MAX, ADDRESS_MAX } from '@phiencho/contracts'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextAreaField } from '../../../../components/ui/form-fields'
import { TextField } from '../../../../components/ui/text-field'
import { websiteChanges } from '../../settings/settings-changes'
import { settingsFieldLabels as label } from '../../settings/settings-fields'
import { useSettingsForm } from './use-settings-form'
import { PictureField } from '../picture-field'

type Website = NonNullable<AdminSettings['website']>

const FIELDS = [
  'site_name',
  'site_description',
  'logo',
  'favicon',
  'contact_phone',
  'contact_email',
  'address',
  'facebook_url',
  'zalo_url',
  'youtube_url',
  'business_registration_number',
] as const

/** The website's name, pictures, contacts and links (`settings:write`). */
export function WebsiteSettingsForm({ website }: { website: Website }) {
  const { formRef, onSubmit, errors, pending, notice } = useSettingsForm({
    fields: FIELDS,
    changes: (values) => websiteChanges(website, values),
    saved: 'Đã lưu thông tin website.',
  })
  const error = (name: (typeof FIELDS)[number]) => errors.fields[name]
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          name="site_name"
          label={label.site_name!}
          defaultValue={website.site_name}
          maxLength={SITE_NAME_MAX}
          required
          error={error('site_name')}
        />
        <TextField
          name="business_registration_number"
          label={label.business_registration_number!}
          defaultValue={website.business_registration_number ?? ''}
          inputMode="numeric"
          hint="10 chữ số, hoặc 13 chữ số với chi nhánh (0109876543-001)."
          error={error('business_registration_number')}
        />
      </div>
      <TextAreaField
        name="site_description"
        label={label.site_description!}
        defaultValue={website.site_description}
        maxLength={SITE_DESCRIPTION_MAX}
        hint="Hiển thị trong kết quả tìm kiếm và khi chia sẻ liên kết."
        error={error('site_description')}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <PictureField
          owner="settings"
          name="logo"
          label="Logo"
          hint="JPEG, PNG hoặc WebP, tối đa 5 MB."
          stored={website.logo}
          storedUrl={website.logo_url}
          error={error('logo')}
        />
        <PictureField
          owner="settings"
          name="favicon"
          label="Favicon"
          hint="Ảnh vuông, tối thiểu 48 × 48 px."
          stored={website.favicon}
          storedUrl={website.favicon_url}
          error={error('favicon')}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          name="contact_phone"
          type="tel"
          label={label.contact_phone!}
          defaultValue={website.contact_phone ?? ''}
          autoComplete="off"
          error={error('contact_phone')}
        />
        <TextField
          name="contact_email"
          type="email"
          label={label.contact_email!}
          defaultValue={website.contact_email ?? ''}
          autoComplete="off"
          error={error('contact_email')}
        />
      </div>
      <TextField
        name="address"
        label={label.address!}
        defaultValue={website.address ?? ''}
        maxLength={ADDRESS_MAX}
        autoComplete="off"
        error={error('address')}
      />
      <div className="grid gap-5 md:grid-cols-3">
        {(['facebook_url', 'zalo_url', 'youtube_url'] as const).map((name) => (
          <TextField
            key={name}
            name={name}
            type="url"
            label={label[name]!}
            defaultValue={website[name] ?? ''}
            placeholder="https://"
            error={error(name)}
          />
        ))}
      </div>
      <FormAlert tone="success">{notice}</FormAlert>
      <Button type="submit" pending={pending}>
        Lưu thông tin website
      </Button>
    </form>
  )
}
