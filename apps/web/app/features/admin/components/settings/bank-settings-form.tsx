import type { AdminSettings } from '@phiencho/contracts'
import { bankDisplayName, napasBanks } from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { SelectField } from '../../../../components/ui/form-fields'
import { TextField } from '../../../../components/ui/text-field'
import { bankChanges } from '../../settings/settings-changes'
import { BankQrPreview } from './bank-qr-preview'
import { useSettingsForm } from './use-settings-form'

type Bank = NonNullable<AdminSettings['bank']>

const FIELDS = ['bank_bin', 'bank_account_number', 'bank_account_name'] as const

/** The account shoppers transfer to (`settings:bank`), with the QR they would scan. */
export function BankSettingsForm({ bank }: { bank: Bank }) {
  const [bin, setBin] = useState(bank.bank_bin ?? '')
  const [accountNumber, setAccountNumber] = useState(bank.bank_account_number ?? '')
  const [accountName, setAccountName] = useState(bank.bank_account_name ?? '')
  const { formRef, onSubmit, errors, pending, notice } = useSettingsForm({
    fields: FIELDS,
    changes: (values) => bankChanges(bank, values),
    saved: 'Đã lưu tài khoản ngân hàng.',
  })
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
        <FormAlert tone="error">{errors.alert}</FormAlert>
        <SelectField
          name="bank_bin"
          label="Ngân hàng"
          value={bin}
          onChange={(event) => setBin(event.currentTarget.value)}
          required
          error={errors.fields.bank_bin}
          hint="Các ngân hàng thuộc mạng NAPAS 247."
        >
          <option value="">Chọn ngân hàng</option>
          {napasBanks.map((option) => (
            <option key={option.bin} value={option.bin}>
              {bankDisplayName(option)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="bank_account_number"
          label="Số tài khoản"
          inputMode="numeric"
          autoComplete="off"
          value={accountNumber}
          onChange={(event) => setAccountNumber(event.currentTarget.value)}
          required
          error={errors.fields.bank_account_number}
        />
        <TextField
          name="bank_account_name"
          label="Chủ tài khoản"
          autoComplete="off"
          value={accountName}
          onChange={(event) => setAccountName(event.currentTarget.value)}
          required
          hint="Như ngân hàng in: chữ in hoa không dấu (được tự chuyển khi lưu)."
          error={errors.fields.bank_account_name}
        />
        <FormAlert tone="success">{notice}</FormAlert>
        <Button type="submit" pending={pending}>
          Lưu tài khoản ngân hàng
        </Button>
      </form>
      <BankQrPreview bin={bin} accountNumber={accountNumber} accountName={accountName} />
    </div>
  )
}
