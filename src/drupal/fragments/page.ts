import { graphql } from "gatsby"

/**
 * What every page type shares: identity, metadata, the page header (hero image or slider) and the
 * sharing images; and, on the query, the shell (PageStrings). The breadcrumbs' ancestors are in the
 * page context (plan-pages).
 */
export const pageFragments = graphql`
  fragment Slide on paragraph__slide {
    id
    field_title
    field_text {
      processed
    }
    field_overlay
    relationships {
      field_image {
        ...MediaHero
      }
    }
  }

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
    relationships {
      field_hero_image {
        ...MediaHero
        ...MediaOg
      }
      field_slides {
        ...Slide
      }
      field_meta_image {
        ...MediaOg
      }
    }
  }

  fragment PageStrings on Query {
    # Sorted: unsorted they come in the store's order, which the last profile saw differ between a cold
    # build and a rebuild, and a re-run query then changes the page data and re-renders the HTML.
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }, sort: { ns: ASC }) {
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
    # The menus as the shell shows them, a JSON value (plugins/drupal-schema/shell-menus.ts).
    menus: shellMenus(langcode: $language)
    countries: allTaxonomyTermCountry(filter: { langcode: { eq: $language } }, sort: [{ weight: ASC }, { name: ASC }]) {
      nodes {
        name
        field_country_code
        field_locales
      }
    }
  }
`
