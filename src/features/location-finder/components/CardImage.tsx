import type { ImageView } from "../../../drupal/mappers/image"

/** Cards are at most about 20rem wide in the location lists. */
const CARD_SIZES = "(min-width: 48rem) 20rem, 100vw"

/**
 * A location card's image as a plain <picture> with native lazy loading. The finder lists every
 * location in its static HTML; GatsbyImage's wrapper, placeholder, <noscript> copy and inline
 * script per image would triple the page's HTML for 128 cards.
 */
export function CardImage({ image, className }: { image: ImageView; className?: string }) {
  const data = image.image
  if (!data) {
    if (!image.src) return null
    return <img src={image.src} alt={image.alt} className={className} loading="lazy" decoding="async" />
  }
  const { fallback, sources = [] } = data.images
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={CARD_SIZES} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={CARD_SIZES}
        width={data.width}
        height={data.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        style={data.backgroundColor ? { backgroundColor: data.backgroundColor } : undefined}
      />
    </picture>
  )
}
