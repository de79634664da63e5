import { useState } from 'react'

import { FieldMessages, fieldDescribedBy } from '../../../components/ui/form-fields'
import { useProvinces, useWards } from '../api/get-provinces'

interface AddressFieldsProps {
  errors: Record<string, string | undefined>
  /** From a saved address; the fields are mounted anew when it changes. */
  initialProvince?: string
  initialWard?: string
  /** Tells the quote which region's fees apply. */
  onProvinceChange: (code: string) => void
}

const SELECT_LABEL = 'mb-1 block text-sm font-medium text-ink-800'

/** Province or city → ward or commune (the two levels in force since 1 July 2025), then street. */
export function AddressFields({
  errors,
  initialProvince = '',
  initialWard = '',
  onProvinceChange,
}: AddressFieldsProps) {
  const [province, setProvince] = useState(initialProvince)
  const provinces = useProvinces()
  const wards = useWards(province)

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="field-province_code" className={SELECT_LABEL}>
          Tỉnh / Thành phố{' '}
          <span className="text-danger-700" aria-hidden="true">
            *
          </span>
        </label>
        <select
          id="field-province_code"
          name="province_code"
          required
          value={province}
          onChange={(event) => {
            setProvince(event.target.value)
            onProvinceChange(event.target.value)
          }}
          aria-invalid={errors.province_code ? true : undefined}
          aria-describedby={fieldDescribedBy('field-province_code', errors.province_code)}
          className="field-input"
        >
          <option value="">Chọn tỉnh / thành phố</option>
          {provinces.data?.data.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
        <FieldMessages id="field-province_code" error={errors.province_code} />
      </div>
      <div>
        <label htmlFor="field-ward_code" className={SELECT_LABEL}>
          Phường / Xã{' '}
          <span className="text-danger-700" aria-hidden="true">
            *
          </span>
        </label>
        {/* A new province empties the choice; the saved ward shows once its list has loaded. */}
        <select
          id="field-ward_code"
          name="ward_code"
          required
          key={`${province}-${wards.data ? 'loaded' : 'loading'}`}
          defaultValue={province === initialProvince ? initialWard : ''}
          disabled={!province || wards.isPending}
          aria-invalid={errors.ward_code ? true : undefined}
          aria-describedby={fieldDescribedBy('field-ward_code', errors.ward_code)}
          className="field-input disabled:bg-ink-100"
        >
          <option value="">{province ? 'Chọn phường / xã' : 'Chọn tỉnh / thành phố trước'}</option>
          {wards.data?.data.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
        <FieldMessages id="field-ward_code" error={errors.ward_code} />
      </div>
    </div>
  )
}
