import { type FormEvent, useState } from 'react'

import { useApiForm } from '../../../../lib/use-api-form'
import { useUpdateSettings } from '../../api/change-settings'
import { adminFormSchema } from '../../load-form-schema'
import { type FormValues, readFormValues } from '../../settings/settings-changes'
import { useToast } from '../toasts'

const settingsSchema = adminFormSchema('updateSettingsRequest')

interface Options {
  /** Field names, dotted for a region's fee (`shipping_fees.north`), for the server's errors. */
  fields: readonly string[]
  /** The fields whose value differs from the stored one: all a save sends. */
  changes: (values: FormValues) => Record<string, unknown>
  saved: string
}

/** A settings group's form: checks the changed fields with the contract's schema, PATCHes them. */
export function useSettingsForm({ fields, changes, saved }: Options) {
  const update = useUpdateSettings()
  const toast = useToast()
  const [unchanged, setUnchanged] = useState(false)
  const form = useApiForm({
    schema: settingsSchema,
    fields,
    read: (element) => changes(readFormValues(element)),
    submit: async (body) => {
      await update.mutateAsync(body)
      toast('success', saved)
    },
  })
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const nothing = Object.keys(changes(readFormValues(event.currentTarget))).length === 0
    setUnchanged(nothing)
    if (nothing) {
      event.preventDefault()
      return
    }
    form.onSubmit(event)
  }
  return {
    ...form,
    onSubmit,
    notice: unchanged ? 'Chưa có thay đổi nào để lưu.' : null,
  }
}
