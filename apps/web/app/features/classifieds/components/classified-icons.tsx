import type { ReactNode } from 'react'

import { Icon, type IconProps } from '../../../components/ui/icons'

export const CameraIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4V8Z" />
    <circle cx="12" cy="13" r="3.5" />
  </Icon>
)

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
)

export const EyeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
)

export const ShieldIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
)

export const FlagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" />
  </Icon>
)

export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
)

export const PencilIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
)

export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h16v11H9l-5 4V5Z" />
  </Icon>
)

const TOPIC_ICONS: Record<string, (props: IconProps) => ReactNode> = {
  home: (props) => (
    <Icon {...props}>
      <path d="m3 11 9-7 9 7" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-6h4v6" />
    </Icon>
  ),
  bike: (props) => (
    <Icon {...props}>
      <circle cx="6" cy="16" r="3.5" />
      <circle cx="18" cy="16" r="3.5" />
      <path d="M6 16 10 8h5l3 8M9 8H7M15 8l1-3h2" />
    </Icon>
  ),
  briefcase: (props) => (
    <Icon {...props}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5h6v2M3 13h18" />
    </Icon>
  ),
  smartphone: (props) => (
    <Icon {...props}>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
    </Icon>
  ),
  sofa: (props) => (
    <Icon {...props}>
      <path d="M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3" />
      <path d="M3 13a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5H3v-5ZM5 18v2M19 18v2" />
    </Icon>
  ),
  paw: (props) => (
    <Icon {...props}>
      <circle cx="7" cy="10" r="1.8" />
      <circle cx="10.5" cy="6" r="1.8" />
      <circle cx="15" cy="6.5" r="1.8" />
      <circle cx="18" cy="10.5" r="1.8" />
      <path d="M8.5 17.5c0-2.5 1.8-5 4-5s4 2.5 4 5c0 1.5-1.5 2-4 2s-4-.5-4-2Z" />
    </Icon>
  ),
}

const TagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12V4h8l10 10-8 8L3 12Z" />
    <circle cx="7.5" cy="8.5" r="1.5" />
  </Icon>
)

/** A topic's picture by the icon name the server stores (`home`, `bike`…); a tag otherwise. */
export function TopicIcon({ icon, ...props }: Omit<IconProps, 'name'> & { icon: string | null }) {
  const Drawn = (icon && TOPIC_ICONS[icon]) || TagIcon
  return <Drawn {...props} />
}
