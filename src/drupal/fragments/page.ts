import { graphql } from "gatsby"

/** What every page type shares: identity, metadata and the page header. */
export const pageFragments = graphql`
  fragment PageBase on DrupalNode {
    id
    drupal_id
    langcode
    title
    changed
    field_noindex
    path {
      alias
    }
    metatag {
      tag
      attributes {
        name
        property
        content
        rel
        href
      }
    }
    field_description {
      processed
    }
  }

  fragment SiteSettings on config_pages__site_settings {
    field_brand_name
    relationships {
      field_logo {
        ...MediaLogo
      }
      field_logo_alternative {
        ...MediaLogo
      }
    }
  }

  fragment PageStrings on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    settings: configPagesSiteSettings(langcode: { eq: $language }) {
      ...SiteSettings
    }
  }
`
