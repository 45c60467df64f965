import { graphql } from "gatsby"

/** The page shell's content: site settings and sharing images (the menus: Query.shellMenus). */
export const shellFragments = graphql`
  fragment SiteSettings on config_pages__site_settings {
    field_brand_name
    field_company_name
    field_company_phone
    field_company_email
    field_company_address {
      address_line1
      address_line2
      postal_code
      locality
      administrative_area
      country_code
    }
    field_company_registration {
      processed
    }
    field_contact_link {
      url
      title
      external
    }
    field_legal_notice_link {
      url
      title
      external
    }
    field_strings {
      key
      value
    }
    relationships {
      field_logo {
        ...MediaLogo
      }
      field_logo_alternative {
        ...MediaLogo
      }
    }
  }

  fragment MediaOg on media__image {
    field_media_image {
      alt
      width
      height
    }
    relationships {
      field_media_image {
        localFile {
          publicURL
          childImageSharp {
            og: resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80) {
              src
              width
              height
            }
          }
        }
      }
    }
  }

  fragment HomepageIntro on block_content__intro {
    field_title
    field_description {
      processed
    }
    field_cta_title
  }

  fragment HomepageCover on config_pages__site_settings {
    relationships {
      field_header_cover_image {
        ...MediaHero
      }
      field_header_video {
        filemime
        localFile {
          publicURL
        }
      }
    }
  }
`
