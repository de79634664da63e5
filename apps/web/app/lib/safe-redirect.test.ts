import { describe, expect, it } from 'vitest'

import { loginPathFor, safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it.each([
    ['/my-account', '/my-account'],
    ['/my-account/change-password?tab=1#top', '/my-account/change-password?tab=1#top'],
    ['/san-pham/ao-thun', '/san-pham/ao-thun'],
  ])('keeps the same-site path %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected)
  })

  it.each([
    null,
    undefined,
    '',
    'my-account',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?redirect=/login',
    '/register',
  ])('falls back for %s', (target) => {
    expect(safeRedirect(target)).toBe('/')
  })

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/home')).toBe('/home')
  })
})

describe('loginPathFor', () => {
  it('carries where the visitor was', () => {
    expect(loginPathFor('/my-account')).toBe('/login?redirect=/my-account')
    expect(loginPathFor('/my-account/change-password?a=1&b=2')).toBe(
      '/login?redirect=/my-account/change-password%3Fa%3D1%26b%3D2',
    )
  })

  it('drops an unsafe target', () => {
    expect(loginPathFor('//evil.example')).toBe('/login')
  })

  it('round-trips through the login page', () => {
    const url = new URL(loginPathFor('/my-account/change-password?a=1&b=2'), 'http://shop.test')
    expect(safeRedirect(url.searchParams.get('redirect'))).toBe(
      '/my-account/change-password?a=1&b=2',
    )
  })
})
