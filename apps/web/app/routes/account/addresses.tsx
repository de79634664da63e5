import { type Address, saveAddressRequest } from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../components/ui/button'
import { FormAlert } from '../../components/ui/form-alert'
import { TextField } from '../../components/ui/text-field'
import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { useDeleteAddress, useSaveAddress } from '../../features/checkout/api/change-addresses'
import { addressesQueryOptions, useAddresses } from '../../features/checkout/api/get-addresses'
import { AddressFields } from '../../features/checkout/components/address-fields'
import { errorSentence } from '../../lib/api-error'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import { queryClientContext } from '../../lib/query-client'
import { useApiForm } from '../../lib/use-api-form'
import type { Route } from './+types/addresses'

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null)
  return {
    dehydratedState: user
      ? await prefetchQueries(queryClient, [addressesQueryOptions(user.id)])
      : null,
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Sổ địa chỉ', noIndex: true })

const FIELDS = ['recipient_name', 'phone', 'province_code', 'ward_code', 'street'] as const

// The checkbox sends "on" or nothing; the contract takes a boolean.
const formSchema = {
  safeParse: (values: unknown) => {
    const form = values as Record<string, unknown>
    return saveAddressRequest.safeParse({ ...form, is_default: form.is_default === 'on' })
  },
}

export default function AddressesPage() {
  const user = useCurrentUser()
  if (!user) return null
  return <AddressBook userId={user.id} />
}

function AddressBook({ userId }: { userId: number }) {
  const addresses = useAddresses(userId)
  const list = addresses.data?.data ?? []
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink-900">Sổ địa chỉ</h1>
      {addresses.data && list.length === 0 ? (
        <p className="text-ink-700">Chưa có địa chỉ nào. Địa chỉ đã lưu sẽ tự điền khi đặt hàng.</p>
      ) : null}
      {list.length ? (
        <ul className="space-y-3" aria-label="Địa chỉ đã lưu">
          {list.map((address) => (
            <AddressCard key={address.id} userId={userId} address={address} />
          ))}
        </ul>
      ) : null}
      <NewAddressForm userId={userId} />
    </div>
  )
}

function AddressCard({ userId, address }: { userId: number; address: Address }) {
  const save = useSaveAddress(userId)
  const remove = useDeleteAddress(userId)
  const failure = save.error ?? remove.error
  return (
    <li className="card space-y-2 p-4" aria-label={`${address.recipient_name}, ${address.full}`}>
      <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
        {address.recipient_name} · {address.phone}
        {address.is_default ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            Mặc định
          </span>
        ) : null}
      </p>
      <p className="text-sm text-ink-700">{address.full}</p>
      <div className="flex flex-wrap gap-2">
        {address.is_default ? null : (
          <button
            type="button"
            className="btn btn-secondary min-h-9 px-3 text-sm"
            disabled={save.isPending}
            onClick={() =>
              save.mutate({
                id: address.id,
                body: {
                  recipient_name: address.recipient_name,
                  phone: address.phone,
                  province_code: address.province_code,
                  ward_code: address.ward_code,
                  street: address.street,
                  is_default: true,
                },
              })
            }
          >
            Đặt làm mặc định
          </button>
        )}
        <button
          type="button"
          className="btn min-h-9 px-3 text-sm text-danger-700 hover:bg-danger-50"
          disabled={remove.isPending}
          onClick={() => remove.mutate(address.id)}
        >
          Xóa<span className="sr-only"> địa chỉ {address.full}</span>
        </button>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-danger-700">
          {errorSentence(failure)}
        </p>
      ) : null}
    </li>
  )
}

function NewAddressForm({ userId }: { userId: number }) {
  const save = useSaveAddress(userId)
  // A saved form starts over, the province and ward lists included.
  const [round, setRound] = useState(0)
  const { formRef, onSubmit, errors, pending } = useApiForm({
    schema: formSchema,
    fields: FIELDS,
    submit: async (body) => {
      await save.mutateAsync({ body })
      formRef.current?.reset()
      setRound((n) => n + 1)
    },
  })
  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="card space-y-4 p-4 sm:p-5"
      aria-labelledby="new-address"
    >
      <h2 id="new-address" className="text-lg font-bold text-ink-900">
        Thêm địa chỉ
      </h2>
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="recipient_name"
          label="Họ tên người nhận"
          autoComplete="name"
          required
          error={errors.fields.recipient_name}
        />
        <TextField
          name="phone"
          type="tel"
          label="Số điện thoại"
          autoComplete="tel"
          inputMode="tel"
          required
          error={errors.fields.phone}
        />
      </div>
      <AddressFields key={round} errors={errors.fields} onProvinceChange={() => {}} />
      <TextField
        name="street"
        label="Số nhà, tên đường"
        autoComplete="street-address"
        required
        error={errors.fields.street}
      />
      <label className="flex items-center gap-2 text-sm text-ink-800">
        <input type="checkbox" name="is_default" className="size-4 accent-brand-700" />
        Đặt làm địa chỉ mặc định
      </label>
      <Button type="submit" pending={pending}>
        Lưu địa chỉ
      </Button>
    </form>
  )
}
