import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app.ts'
import { loadGeo } from '../../test/shop-factories.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await loadGeo(t.database.db)
})
afterAll(() => t?.close())

describe('provinces and wards (two-level units since 1 July 2025)', () => {
  it('lists the 34 provinces by name, each with its region', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/provinces' })
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data).toHaveLength(34)
    expect(data).toContainEqual({
      code: '01',
      name: 'Thành phố Hà Nội',
      type: 'Thành phố',
      region: 'north',
    })
    expect(data.find((p: { code: string }) => p.code === '79').region).toBe('south')
    // Vietnamese order without the "Thành phố" prefix: An Giang first, Đà Nẵng after Cao Bằng.
    const names = data.map((p: { name: string }) => p.name)
    expect(names[0]).toBe('An Giang')
    expect(names.indexOf('Thành phố Đà Nẵng')).toBeGreaterThan(names.indexOf('Cao Bằng'))
    expect(names.indexOf('Thành phố Hà Nội')).toBeLessThan(names.indexOf('Lai Châu'))
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
  })

  it("lists a province's wards; 3,321 in all", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/provinces/01/wards' })
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data).toContainEqual({
      code: '00004',
      name: 'Phường Ba Đình',
      type: 'Phường',
      province_code: '01',
    })
    expect(data.every((w: { province_code: string }) => w.province_code === '01')).toBe(true)
    let total = 0
    for (const { code } of (await t.app.inject({ url: '/api/v1/provinces' })).json().data) {
      total += (await t.app.inject({ url: `/api/v1/provinces/${code}/wards` })).json().data.length
    }
    expect(total).toBe(3321)
  })

  it('answers 404 for an unknown province and 422 for a malformed code', async () => {
    const missing = await t.app.inject({ url: '/api/v1/provinces/99/wards' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Không tìm thấy tỉnh/thành phố.')
    const bad = await t.app.inject({ url: '/api/v1/provinces/abc/wards' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.code).toEqual(['Vui lòng chọn tỉnh/thành phố.'])
  })
})
