import type { ComponentType, SVGProps } from 'react'

import { BadgeIcon, BagIcon, MegaphoneIcon, NewsIcon, StoreIcon } from '../ui/icons'

export interface NavItem {
  to: string
  label: string
  description: string
  /** Other paths of the same section, which light the item up too (`/tin-rao-vat/…`). */
  alsoActiveUnder?: readonly string[]
  Icon: ComponentType<SVGProps<SVGSVGElement>>
}

/** The five sections of the shop (docs/requirements.md, Pages). */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    to: '/san-pham',
    label: 'Sản phẩm',
    alsoActiveUnder: ['/danh-muc-san-pham'],
    description: 'Hàng chính hãng, giá tốt mỗi ngày',
    Icon: BagIcon,
  },
  {
    to: '/cua-hang',
    label: 'Cửa hàng',
    description: 'Gian hàng uy tín trên khắp cả nước',
    Icon: StoreIcon,
  },
  {
    to: '/thuong-hieu-noi-tieng',
    label: 'Thương hiệu',
    description: 'Những thương hiệu nổi tiếng được yêu thích',
    Icon: BadgeIcon,
  },
  {
    to: '/tin-tuc',
    label: 'Tin tức',
    alsoActiveUnder: ['/danh-muc-bai-viet'],
    description: 'Mẹo mua sắm, xu hướng và khuyến mãi',
    Icon: NewsIcon,
  },
  {
    to: '/muc-rao-vat',
    label: 'Rao vặt',
    alsoActiveUnder: ['/chu-de-tin-rao-vat', '/tin-rao-vat'],
    description: 'Mua bán, trao đổi đồ của bạn dễ dàng',
    Icon: MegaphoneIcon,
  },
]

/** Whether `pathname` is inside one of these sections (`/tin-rao-vat` and `/tin-rao-vat/x`). */
export function isUnderAny(pathname: string, prefixes: readonly string[] = []): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}
