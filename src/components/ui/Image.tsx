import type { CSSProperties } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { ImageView } from "../../drupal/mappers/image"

interface ImageProps {
  image: ImageView
  className?: string
  /** Above the fold: load at once with high priority (the LCP image). */
  eager?: boolean
}

/** React 18 passes the lowercase attribute through; its types do not know it yet. */
const HIGH_PRIORITY: Record<string, string> = { fetchpriority: "high" }

/**
 * The image processed by gatsby-plugin-image, as a plain <picture>: its WebP source, the
 * JPEG/PNG fallback with its srcset, native lazy loading, and its size reserved (no layout shift).
 * GatsbyImage's own runtime would add react-dom/server for lazy hydration (over 30 KB gzip) to every
 * page with an image, for nothing the browser does not already do.
 */
function Picture({ data, alt, className, eager }: { data: IGatsbyImageData; alt: string; className?: string; eager: boolean }) {
  const { images, layout, width, height, backgroundColor } = data
  // Full-width images know only their aspect ratio (width 1); the others their size in pixels.
  const fullWidth = layout === "fullWidth"
  const style: CSSProperties = { backgroundColor, ...(fullWidth ? { aspectRatio: `${width} / ${height}`, width: "100%" } : {}) }
  return (
    <picture className={["picture", `picture--${layout}`, className].filter(Boolean).join(" ")}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} media={source.media} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={fullWidth ? undefined : Math.round(width)}
        height={fullWidth ? undefined : Math.round(height)}
        alt={alt}
        style={style}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "auto" : "async"}
        {...(eager ? HIGH_PRIORITY : {})}
      />
    </picture>
  )
}

export function Image({ image, className, eager = false }: ImageProps) {
  if (image.image) return <Picture data={image.image} alt={image.alt} className={className} eager={eager} />
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
      {...(eager ? HIGH_PRIORITY : {})}
    />
  )
}
