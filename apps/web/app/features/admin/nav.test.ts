import { PERMISSIONS, roleTemplates } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import { adminNav, adminSignInPathFor, safeAdminRedirect, visibleNav } from './nav'

const labels = (permissions: Parameters<typeof visibleNav>[0]) =>
  visibleNav(permissions).flatMap((group) => group.items.map((item) => item.label))

describe('admin sidebar', () => {
  it('shows everything to the owner and only the home to staff without staff:manage', () => {
    expect(labels(PERMISSIONS)).toEqual(
      adminNav.flatMap((group) => group.items.map((item) => item.label)),
    )
    for (const role of roleTemplates.filter((r) => !r.permissions.includes('staff:manage'))) {
      expect(labels(role.permissions), role.name).not.toContain('Nhân viên')
      expect(labels(role.permissions), role.name).not.toContain('Vai trò')
    }
  })

  it('shows the orders to whoever may read them', () => {
    expect(labels(['order:read'])).toEqual(['Trang chủ quản trị', 'Đơn hàng', 'Bảo mật'])
    expect(labels(['article:write'])).not.toContain('Đơn hàng')
  })

  it('drops a group none of whose items may be opened', () => {
    expect(visibleNav([]).map((g) => g.label)).toEqual(['Tổng quan', 'Tài khoản'])
  })

  it('lists every page once, under /quan-tri', () => {
    const paths = adminNav.flatMap((group) => group.items.map((item) => item.path))
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path).toMatch(/^\/quan-tri(\/|$)/)
  })
})

describe('the sign-in redirect', () => {
  it('keeps a back-office page and its query', () => {
    expect(safeAdminRedirect('/quan-tri/nhan-vien?page=2')).toBe('/quan-tri/nhan-vien?page=2')
    expect(adminSignInPathFor('/quan-tri/nhan-vien?q=an')).toBe(
      '/quan-tri/dang-nhap?redirect=/quan-tri/nhan-vien%3Fq%3Dan',
    )
  })

  it('refuses anything else', () => {
    for (const target of [
      'https://evil.example/quan-tri',
      '//evil.example',
      '/quan-tri/../login',
      '/quan-trieu',
      '/quan-tri/dang-nhap',
      '/\\evil',
      '/san-pham',
      null,
    ]) {
      expect(safeAdminRedirect(target), String(target)).toBe('/quan-tri')
    }
  })
})
