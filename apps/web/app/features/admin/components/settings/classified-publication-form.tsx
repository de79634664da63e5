import {
  type AdminSettings,
  type ClassifiedPublicationMode,
  classifiedPublicationModes,
} from '@phiencho/contracts'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { publicationChanges } from '../../settings/settings-changes'
import { useSettingsForm } from './use-settings-form'

type Website = NonNullable<AdminSettings['website']>

const OPTIONS: Record<ClassifiedPublicationMode, { label: string; hint: string }> = {
  immediate: {
    label: 'Đăng ngay',
    hint: 'Tin hiển thị ngay khi khách đăng, không cần duyệt.',
  },
  review_all: {
    label: 'Duyệt tất cả tin',
    hint: 'Mọi tin mới và tin gửi lại chờ kiểm duyệt viên duyệt trước khi hiển thị.',
  },
  review_new_posters: {
    label: 'Duyệt tin của người mới đăng (mặc định)',
    hint: 'Tin của người chưa có tin nào được duyệt phải chờ duyệt; sau đó tin của họ đăng ngay.',
  },
}

const FIELDS = ['classified_publication'] as const

/** How shoppers' ads go up (`settings:write`): saved on its own, like each settings group. */
export function ClassifiedPublicationForm({ website }: { website: Website }) {
  const { formRef, onSubmit, errors, pending, notice } = useSettingsForm({
    fields: FIELDS,
    changes: (values) => publicationChanges(website, values),
    saved: 'Đã lưu cách đăng tin rao vặt.',
  })
  const error = errors.fields.classified_publication
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <fieldset
        className="rounded-lg border border-ink-200 p-4"
        aria-describedby={error ? 'classified-publication-error' : undefined}
      >
        <legend className="px-1 text-sm font-medium text-ink-800">Đăng tin rao vặt</legend>
        <ul className="space-y-2">
          {classifiedPublicationModes.map((mode) => (
            <li key={mode}>
              <label className="flex min-h-11 items-start gap-3 py-1">
                <input
                  type="radio"
                  name="classified_publication"
                  value={mode}
                  defaultChecked={website.classified_publication === mode}
                  aria-describedby={`classified-publication-${mode}`}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="block font-medium text-ink-900">{OPTIONS[mode].label}</span>
                  <span
                    id={`classified-publication-${mode}`}
                    className="block text-sm text-ink-600"
                  >
                    {OPTIONS[mode].hint}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {error ? (
          <p id="classified-publication-error" className="mt-1 text-sm text-danger-700">
            {error}
          </p>
        ) : null}
      </fieldset>
      <FormAlert tone="success">{notice}</FormAlert>
      <Button type="submit" pending={pending}>
        Lưu cách đăng tin
      </Button>
    </form>
  )
}
