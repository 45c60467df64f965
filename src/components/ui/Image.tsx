import { GatsbyImage } from "gatsby-plugin-image"
import type { ImageView } from "../../drupal/mappers/image"

interface ImageProps {
  image: ImageView
  className?: string
  /** Above the fold: load at once with high priority (the LCP image). */
  eager?: boolean
}

/** React 18 passes the lowercase attribute through; its types do not know it yet. */
const HIGH_PRIORITY: Record<string, string> = { fetchpriority: "high" }

export function Image({ image, className, eager = false }: ImageProps) {
  const priority = eager ? HIGH_PRIORITY : {}
  if (image.image) {
    return <GatsbyImage image={image.image} alt={image.alt} className={className} loading={eager ? "eager" : "lazy"} {...priority} />
  }
  if (!image.src) return null
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      className={className}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...priority}
    />
  )
}
