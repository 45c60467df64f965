import { graphql } from "gatsby"

/** What a location card and the finder need of a location. */
export const locationFragments = graphql`
  fragment LocationCard on node__location {
    drupal_id
    langcode
    title
    path {
      alias
    }
    field_phone
    field_country_code
    field_address {
      address_line1
      address_line2
      postal_code
      locality
      country_code
    }
    field_geolocation {
      lat
      lng
    }
    relationships {
      field_image {
        ...MediaLocationCard
      }
    }
  }
`
