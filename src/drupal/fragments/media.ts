import { graphql } from "gatsby"

/**
 * Image sizes the site uses, each a fragment on media--image. Each is WebP with a JPEG fallback,
 * Gatsby's default formats: AVIF files were 13% smaller than the WebP ones, but encoding them was a
 * sixth of a cold build's CPU time (docs/decisions.md, "WebP and JPEG, no AVIF").
 */
export const mediaFragments = graphql`
  fragment MediaLogo on media__image {
    field_media_image {
      alt
      width
      height
    }
    relationships {
      field_media_image {
        localFile {
          publicURL
        }
      }
    }
  }

  fragment MediaHero on media__image {
    field_media_image {
      alt
    }
    relationships {
      field_media_image {
        localFile {
          publicURL
          childImageSharp {
            gatsbyImageData(
              layout: FULL_WIDTH
              breakpoints: [480, 768, 1080, 1440, 1920]
              formats: [AUTO, WEBP]
              quality: 70
              placeholder: NONE
            )
          }
        }
      }
    }
  }

  fragment MediaCard on media__image {
    field_media_image {
      alt
    }
    relationships {
      field_media_image {
        localFile {
          publicURL
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 640
              aspectRatio: 1.5
              formats: [AUTO, WEBP]
              quality: 70
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
  }

  # A location card: the finder lists every location, so two widths (the card at most 24rem wide,
  # at 1x and 2x) keep its HTML and page data small; the sizes say how wide the card is.
  fragment MediaLocationCard on media__image {
    field_media_image {
      alt
    }
    relationships {
      field_media_image {
        localFile {
          publicURL
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 400
              aspectRatio: 1.5
              outputPixelDensities: [1, 2]
              sizes: "(min-width: 36rem) 24rem, 100vw"
              formats: [AUTO, WEBP]
              quality: 70
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
  }

  fragment MediaPortrait on media__image {
    field_media_image {
      alt
    }
    relationships {
      field_media_image {
        localFile {
          publicURL
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 320
              aspectRatio: 1
              formats: [AUTO, WEBP]
              quality: 70
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
    }
  }
`
