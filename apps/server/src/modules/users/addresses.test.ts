import { checkoutMessages } from '@phiencho/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, createTestApp, injectAs, type TestApp } from '../../test/app.ts'
import { HANOI, loadGeo, SAIGON } from '../../test/shop-factories.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await loadGeo(t.database.db)
})
afterAll(() => t?.close())

const home = {
  recipient_name: 'Lê Thị Mai',
  phone: '+84 905 111 222',
  ...HANOI,
  street: '5 Hàng Bài',
}

describe('address book', () => {
  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/addresses' })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/addresses', payload: home })).statusCode,
    ).toBe(401)
  })

  it('saves, lists (default first), edits and deletes the caller’s own addresses', async () => {
    const { token } = await createCustomer(t)
    const first = await injectAs(t, token, {
      method: 'POST',
      url: '/api/v1/addresses',
      payload: home,
    })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      recipient_name: 'Lê Thị Mai',
      phone: '0905111222',
      province_name: 'Thành phố Hà Nội',
      ward_name: 'Phường Ba Đình',
      full: '5 Hàng Bài, Phường Ba Đình, Thành phố Hà Nội',
      is_default: true,
    })
    const same = await injectAs(t, token, {
      method: 'POST',
      url: '/api/v1/addresses',
      payload: home,
    })
    expect(same.statusCode).toBe(200)
    expect(same.json().id).toBe(first.json().id)
    const office = await injectAs(t, token, {
      method: 'POST',
      url: '/api/v1/addresses',
      payload: { ...home, ...SAIGON, street: '1 Lê Lợi', is_default: true },
    })
    expect(office.json().is_default).toBe(true)
    const list = (await injectAs(t, token, { method: 'GET', url: '/api/v1/addresses' })).json().data
    expect(
      list.map((a: { street: string; is_default: boolean }) => [a.street, a.is_default]),
    ).toEqual([
      ['1 Lê Lợi', true],
      ['5 Hàng Bài', false],
    ])
    const edited = await injectAs(t, token, {
      method: 'PUT',
      url: `/api/v1/addresses/${first.json().id}`,
      payload: { ...home, street: '7 Hàng Bài' },
    })
    expect(edited.json()).toMatchObject({ street: '7 Hàng Bài', is_default: false })

    const stranger = await createCustomer(t)
    expect(
      (await injectAs(t, stranger.token, { method: 'GET', url: '/api/v1/addresses' })).json().data,
    ).toEqual([])
    const foreign = await injectAs(t, stranger.token, {
      method: 'PUT',
      url: `/api/v1/addresses/${first.json().id}`,
      payload: home,
    })
    expect(foreign.statusCode).toBe(404)
    const foreignDelete = await injectAs(t, stranger.token, {
      method: 'DELETE',
      url: `/api/v1/addresses/${first.json().id}`,
    })
    expect(foreignDelete.statusCode).toBe(404)
    expect(foreignDelete.json().message).toBe(checkoutMessages.addressNotFound)
    expect(
      (await injectAs(t, token, { method: 'DELETE', url: `/api/v1/addresses/${first.json().id}` }))
        .statusCode,
    ).toBe(204)
    expect(
      (await injectAs(t, token, { method: 'GET', url: '/api/v1/addresses' })).json().data,
    ).toHaveLength(1)
    const again = await injectAs(t, token, {
      method: 'DELETE',
      url: `/api/v1/addresses/${first.json().id}`,
    })
    expect(again.statusCode).toBe(404)
    expect(
      (await injectAs(t, token, { method: 'DELETE', url: '/api/v1/addresses/999999999' }))
        .statusCode,
    ).toBe(404)
  })

  it('explains bad input in Vietnamese', async () => {
    const { token } = await createCustomer(t)
    const res = await injectAs(t, token, {
      method: 'POST',
      url: '/api/v1/addresses',
      payload: {
        recipient_name: '',
        phone: '123',
        province_code: '01',
        ward_code: '25747',
        street: ' ',
      },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      recipient_name: ['Vui lòng nhập họ tên người nhận.'],
      phone: ['Số điện thoại không hợp lệ (ví dụ: 0912 345 678).'],
      street: ['Vui lòng nhập số nhà, tên đường.'],
    })
    const wrongWard = await injectAs(t, token, {
      method: 'POST',
      url: '/api/v1/addresses',
      payload: { ...home, ward_code: '25747' },
    })
    expect(wrongWard.json().errors).toEqual({
      ward_code: ['Phường/xã không thuộc tỉnh/thành phố đã chọn.'],
    })
  })
})
