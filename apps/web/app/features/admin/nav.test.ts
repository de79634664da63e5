import { PERMISSIONS, roleTemplates } from '@phiencho/contracts'
import { describe, expect, it } from 'vitest'

import { adminNav, adminSignInPathFor, safeAdminRedirect, visibleNav } from './nav'

const labels = (permissions: Parameters<typeof visibleNav>[0]) =>
  visibleNav(permissions).flatMap((group) => group.items.map((item) => item.label))

const CATALOGUE = [
  'Sản phẩm',
  'Kho hàng',
  'Sắp hết hàng',
  'Danh mục',
  'Thương hiệu',
  'Cửa hàng',
  'Nhập, xuất sản phẩm',
]
const MODERATION = [
  'Đánh giá',
  'Tin rao vặt',
  'Báo cáo rao vặt',
  'Chủ đề rao vặt',
  'Đăng ký đối tác',
]
const CONTENT = ['Tin tức', 'Chuyên mục tin tức']
const ALL = [
  'Tổng quan',
  'Đơn hàng',
  'Khách hàng',
  ...CATALOGUE,
  'Mã giảm giá',
  ...CONTENT,
  ...MODERATION,
  'Nhân viên',
  'Vai trò',
  'Cài đặt',
  'Nhật ký',
  'Bảo mật',
]

describe('admin sidebar', () => {
  it('shows everything to the owner, the home as its dashboard', () => {
    expect(labels(PERMISSIONS)).toEqual(ALL)
  })

  it('shows each role template the pages of its permissions', () => {
    const byRole = Object.fromEntries(
      roleTemplates.map((role) => [role.key, labels(role.permissions)]),
    )
    expect(byRole).toEqual({
      owner: ALL,
      admin: [
        'Tổng quan',
        'Đơn hàng',
        'Khách hàng',
        ...CATALOGUE,
        'Mã giảm giá',
        ...CONTENT,
        ...MODERATION,
        'Cài đặt',
        'Nhật ký',
        'Bảo mật',
      ],
      orders: ['Tổng quan', 'Đơn hàng', 'Khách hàng', 'Bảo mật'],
      catalog: ['Tổng quan', ...CATALOGUE, 'Bảo mật'],
      editor: ['Trang chủ quản trị', ...CONTENT, 'Bảo mật'],
      moderator: ['Trang chủ quản trị', ...MODERATION, 'Bảo mật'],
      accountant: ['Tổng quan', 'Đơn hàng', 'Nhật ký', 'Bảo mật'],
      writer: ['Trang chủ quản trị', ...CONTENT, 'Bảo mật'],
    })
  })

  it('opens the settings to either settings permission', () => {
    expect(labels(['settings:bank'])).toEqual(['Trang chủ quản trị', 'Cài đặt', 'Bảo mật'])
    expect(labels(['settings:write'])).toEqual(['Trang chủ quản trị', 'Cài đặt', 'Bảo mật'])
  })

  it('opens the categories to either catalogue permission, brands and shops to readers', () => {
    expect(labels(['category:write'])).toEqual(['Trang chủ quản trị', 'Danh mục', 'Bảo mật'])
    expect(labels(['product:read'])).toEqual(['Trang chủ quản trị', ...CATALOGUE, 'Bảo mật'])
  })

  it('shows the orders to whoever may read them', () => {
    expect(labels(['order:read'])).toEqual(['Trang chủ quản trị', 'Đơn hàng', 'Bảo mật'])
    expect(labels(['article:write'])).not.toContain('Đơn hàng')
  })

  it('shows the customers to whoever may read them', () => {
    expect(labels(['customer:read'])).toEqual(['Trang chủ quản trị', 'Khách hàng', 'Bảo mật'])
    expect(labels(['customer:write'])).not.toContain('Khách hàng')
  })

  it('shows the vouchers to whoever manages them', () => {
    expect(labels(['voucher:write'])).toEqual(['Trang chủ quản trị', 'Mã giảm giá', 'Bảo mật'])
  })

  it('shows the reviews to their moderators only', () => {
    expect(labels(['review:moderate'])).toEqual(['Trang chủ quản trị', 'Đánh giá', 'Bảo mật'])
    expect(labels(['article:write', 'article:publish'])).not.toContain('Đánh giá')
  })

  it('shows each classifieds page to the holder of its own permission only', () => {
    expect(labels(['classified:moderate'])).toEqual([
      'Trang chủ quản trị',
      'Tin rao vặt',
      'Bảo mật',
    ])
    expect(labels(['report:handle'])).toEqual(['Trang chủ quản trị', 'Báo cáo rao vặt', 'Bảo mật'])
    expect(labels(['topic:write'])).toEqual(['Trang chủ quản trị', 'Chủ đề rao vặt', 'Bảo mật'])
    expect(labels(['partner:review'])).toEqual(['Trang chủ quản trị', 'Đăng ký đối tác', 'Bảo mật'])
    const editor = labels(roleTemplates.find((role) => role.key === 'editor')!.permissions)
    for (const label of MODERATION) expect(editor).not.toContain(label)
  })

  it('shows the news pages to whoever writes articles', () => {
    expect(labels(['article:write'])).toEqual(['Trang chủ quản trị', ...CONTENT, 'Bảo mật'])
    expect(labels(['article:publish'])).not.toContain('Tin tức')
    expect(labels(['classified:moderate'])).not.toContain('Tin tức')
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
