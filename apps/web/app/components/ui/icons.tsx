import type { ReactNode, SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement>

/**
 * A 24×24 stroked icon, hidden from assistive technology (its label is beside it). The stroke
 * is drawn by the `icon` class (app.css), not repeated as attributes on every icon of a page.
 */
export function Icon({ children, className, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      className={className ? `icon ${className}` : 'icon'}
      {...props}
    >
      {children}
    </svg>
  )
}

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
)

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Icon>
)

// The icons every product card repeats are drawn once per page, in IconSprite, and used by
// reference: a card's two icons are about 250 bytes of HTML less.
const SPRITE = {
  cart: 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M8 19.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M15.5 19.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
  store: 'M4 10v10h16V10M3 10 5 4h14l2 6a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0ZM10 20v-5h4v5',
} as const

/** The shapes of the shared icons, once in the page (the root layout renders it). */
export function IconSprite() {
  return (
    <svg className="hidden" aria-hidden="true">
      {Object.entries(SPRITE).map(([name, d]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <path d={d} />
        </symbol>
      ))}
    </svg>
  )
}

const spriteIcon = (name: keyof typeof SPRITE) =>
  function SpriteIcon(props: IconProps) {
    return (
      <Icon {...props}>
        <use href={`#icon-${name}`} />
      </Icon>
    )
  }

export const CartIcon = spriteIcon('cart')

export const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
)

export const BagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 8h14l-1 13H6L5 8Z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </Icon>
)

export const StoreIcon = spriteIcon('store')

export const BadgeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14-1.5 7 5-3 5 3-1.5-7" />
  </Icon>
)

export const NewsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h13v14H6a2 2 0 0 1-2-2V5Z" />
    <path d="M17 9h3v8a2 2 0 0 1-2 2h-1" />
    <path d="M8 9h5M8 13h5M8 16h3" />
  </Icon>
)

export const MegaphoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 10v4a1 1 0 0 0 1 1h3l8 4V5L7 9H4a1 1 0 0 0-1 1Z" />
    <path d="M18.5 9a4 4 0 0 1 0 6" />
    <path d="m7 15 1.5 5h2.5L10 15.6" />
  </Icon>
)

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)

export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  </Icon>
)

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
)

export const MapPinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" />
    <circle cx="12" cy="9" r="2.5" />
  </Icon>
)
