import { AD_BODY_TEXT_MIN, classifiedsMessages } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import { ApiError } from '../../lib/api-error'
import {
  adFormSchema,
  adInputFromForm,
  bodyTextLength,
  foldIndexedErrors,
  groupThousands,
  IMAGES_UPLOADING_MESSAGE,
  parseIdList,
  parsePriceText,
  reformatPriceInput,
} from './ad-form-values'

const BODY = '<p>Xe đạp thể thao còn mới 95%, đi được 200 km, tặng kèm mũ bảo hiểm.</p>'

const valid = {
  title: 'Bán xe đạp thể thao Giant ATX 2024',
  topic_id: '3',
  price: '3.500.000',
  province_code: '01',
  ward_code: '00004',
  contact_name: 'Nguyễn Văn An',
  contact_phone: '0912345678',
  body: BODY,
  image_ids: '12,7',
  image_uploads_pending: '0',
}

function messagesOf(values: Record<string, unknown>) {
  const result = adFormSchema.safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('price text', () => {
  it('reads the đồng whatever separators were typed', () => {
    expect(parsePriceText('1.250.000')).toBe(1_250_000)
    expect(parsePriceText(' 1 250 000 ₫')).toBe(1_250_000)
    expect(parsePriceText('')).toBeNull()
    expect(parsePriceText('abc')).toBeNull()
  })

  it('groups thousands with dots and drops leading zeros', () => {
    expect(groupThousands('1250000')).toBe('1.250.000')
    expect(groupThousands('999')).toBe('999')
    expect(groupThousands('0001000')).toBe('1.000')
    expect(groupThousands('0')).toBe('0')
    expect(groupThousands('')).toBe('')
  })

  it('re-groups while typing and keeps the caret after the same digit', () => {
    // "125000|" + "0" typed at the end
    expect(reformatPriceInput('125.0000', 8)).toEqual({ text: '1.250.000', caret: 9 })
    // a digit typed in the middle: "1.2|50.000" → "1.29|50.000"
    expect(reformatPriceInput('1.2950.000', 4)).toEqual({ text: '12.950.000', caret: 4 })
    // a digit deleted: "1.250.00|0" minus "0"
    expect(reformatPriceInput('1.250.0', 7)).toEqual({ text: '12.500', caret: 6 })
    // letters never get in
    expect(reformatPriceInput('12a', 3)).toEqual({ text: '12', caret: 2 })
  })
})

describe('body length', () => {
  it('counts visible characters, not tags', () => {
    expect(bodyTextLength('<p><strong>Xin</strong> chào</p>')).toBe('Xin chào'.length)
    expect(bodyTextLength('<p>&nbsp;</p><p></p>')).toBe(0)
    expect(bodyTextLength('<p>A&amp;B</p>')).toBe(3)
    expect(bodyTextLength('<ol><li>một</li><li>hai</li></ol>')).toBe('một hai'.length)
  })
})

describe('ad form values', () => {
  it('turns the form fields into the contract input', () => {
    expect(adInputFromForm(valid)).toEqual({
      title: valid.title,
      topic_id: 3,
      price: 3_500_000,
      province_code: '01',
      ward_code: '00004',
      contact_name: 'Nguyễn Văn An',
      contact_phone: '0912345678',
      body: BODY,
      image_ids: [12, 7],
    })
  })

  it('sends null for a negotiable price and for no ward', () => {
    const input = adInputFromForm({ ...valid, price: undefined, negotiable: 'on', ward_code: '' })
    expect(input.price).toBeNull()
    expect(input.ward_code).toBeNull()
    expect(parseIdList('')).toEqual([])
  })

  it('accepts a complete ad', () => {
    const result = adFormSchema.safeParse(valid)
    expect(result.success).toBe(true)
    expect(result.success && result.data.image_ids).toEqual([12, 7])
  })

  it('says what is wrong beside each field, in the server’s words', () => {
    expect(
      messagesOf({
        title: 'Ngắn',
        topic_id: '',
        price: '',
        province_code: '',
        ward_code: '',
        contact_name: 'A',
        contact_phone: '12345',
        body: '',
      }),
    ).toEqual({
      title: classifiedsMessages.titleLength,
      topic_id: classifiedsMessages.topicRequired,
      price: classifiedsMessages.priceRequired,
      province_code: classifiedsMessages.provinceRequired,
      contact_name: classifiedsMessages.contactName,
      contact_phone: 'Số điện thoại không hợp lệ (ví dụ: 0912 345 678).',
      body: classifiedsMessages.body,
    })
  })

  it(`wants ${AD_BODY_TEXT_MIN} visible characters in the body, as the server does`, () => {
    expect(messagesOf({ ...valid, body: '<p><strong>Còn mới</strong></p>' })).toEqual({
      body: classifiedsMessages.body,
    })
    expect(messagesOf({ ...valid, body: `<p>${'a'.repeat(AD_BODY_TEXT_MIN)}</p>` })).toEqual({})
  })

  it('waits for pictures still uploading', () => {
    expect(messagesOf({ ...valid, image_uploads_pending: '2' })).toEqual({
      image_ids: IMAGES_UPLOADING_MESSAGE,
    })
  })
})

describe('server errors', () => {
  it('puts an error about one picture beside the pictures', () => {
    const error = new ApiError({
      status: 422,
      message: classifiedsMessages.imageNotFound,
      method: 'POST',
      path: '/api/v1/my/classified-ads',
      errors: { 'image_ids.1': [classifiedsMessages.imageNotFound], title: ['x'] },
    })
    const folded = foldIndexedErrors(error)
    expect(folded).toBeInstanceOf(ApiError)
    expect((folded as ApiError).errors).toEqual({
      image_ids: [classifiedsMessages.imageNotFound],
      title: ['x'],
    })
  })

  it('leaves other failures alone', () => {
    const error = new ApiError({ status: 500, message: 'x', method: 'POST', path: '/x' })
    expect(foldIndexedErrors(error)).toBe(error)
    const plain = new Error('x')
    expect(foldIndexedErrors(plain)).toBe(plain)
  })
})
