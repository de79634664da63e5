import { authMessages, type User } from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useApiForm } from '../../../lib/use-api-form'
import { useUpdateProfile } from '../api/update-profile'
import { formSchema } from '../load-form-schema'

const updateProfileSchema = formSchema('updateProfileRequest')

const FIELDS = ['name', 'phone'] as const

export function ProfileForm({ user }: { user: User }) {
  const updateProfile = useUpdateProfile()
  const [done, setDone] = useState(false)
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: updateProfileSchema,
    fields: FIELDS,
    submit: async (body) => {
      setDone(false)
      await updateProfile.mutateAsync(body)
      setDone(true)
    },
  })

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <FormAlert tone="success">{done ? authMessages.profileUpdated : null}</FormAlert>
      <TextField
        name="name"
        label="Họ và tên"
        autoComplete="name"
        defaultValue={user.name}
        required
        error={errors.fields.name}
      />
      <TextField
        name="phone"
        type="tel"
        label="Số điện thoại"
        autoComplete="tel"
        inputMode="tel"
        defaultValue={user.phone ?? ''}
        required
        error={errors.fields.phone}
      />
      <Button type="submit" pending={pending}>
        Lưu thay đổi
      </Button>
    </form>
  )
}
