import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { imageFromUrl } from '../../../lib/media-image'

interface StoreLogoProps {
  name: string
  logo: string | null
  /** Drawn size in CSS pixels (square). */
  size: number
  priority?: boolean
  className?: string
}

/** The shop's logo in a white square, or its initial when it has none. */
export function StoreLogo({ name, logo, size, priority, className = '' }: StoreLogoProps) {
  const box = `flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-ink-200 bg-white ${className}`
  if (!logo) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className={`${box} text-2xl font-bold text-brand-700`}
      >
        {name.trim().charAt(0).toUpperCase()}
      </span>
    )
  }
  return (
    <span style={{ width: size, height: size }} className={box}>
      <ResponsiveImage
        // Logos are decorative beside the shop's name, which is always written next to them.
        image={imageFromUrl(logo, size, size)}
        sizes={`${size}px`}
        priority={priority}
        className="size-full object-contain"
      />
    </span>
  )
}
