import { graphql } from "gatsby"

/** Fragments the blocks share: the Component fields, links, items and the cards of node pages. */
export const blockFragments = graphql`
  fragment BlockLink on DrupalLink {
    url
    title
    external
  }

  fragment BlockBase on DrupalComponent {
    id
    field_title
    field_title_accent
    field_layout
    field_layout_limited
    field_layout_type
    field_aspect_ratio
    field_badge
    field_limit
    field_pagination
    field_action {
      ...BlockLink
    }
    field_fake_button
    field_hover_buttons
    field_hover_titles
    field_border
    field_is_expand_items
    field_strings {
      key
      value
    }
    field_contact_link {
      ...BlockLink
    }
  }

  fragment AccordionItem on paragraph__accordion_item {
    id
    field_title
    field_text {
      processed
    }
  }

  fragment CardItem on paragraph__card_item {
    id
    field_title
    field_description {
      processed
    }
    field_description_clipped
    field_link {
      ...BlockLink
    }
    field_buttons {
      ...BlockLink
    }
    field_posted
    field_caption
    field_layout
    relationships {
      field_image {
        ...MediaCard
      }
      field_category {
        name
        ... on taxonomy_term__knowledge_category {
          drupal_internal__tid
        }
        ... on taxonomy_term__news_category {
          drupal_internal__tid
        }
      }
    }
  }

  fragment KnowledgeCard on node__knowledge {
    id
    title
    langcode
    path {
      alias
    }
    field_description {
      processed
    }
    field_posted_date
    relationships {
      field_image {
        ...MediaCard
      }
      field_category {
        drupal_internal__tid
        name
      }
    }
  }

  fragment NewsCard on node__news {
    id
    title
    langcode
    path {
      alias
    }
    field_description {
      processed
    }
    field_posted_date
    relationships {
      field_image {
        ...MediaCard
      }
      field_category {
        drupal_internal__tid
        name
      }
    }
  }

  fragment EquipmentCard on node__equipment {
    id
    title
    langcode
    path {
      alias
    }
    field_description {
      processed
    }
    relationships {
      field_image {
        ...MediaCard
      }
    }
  }

  fragment EquipmentCategoryCard on node__equipment_category {
    id
    title
    langcode
    path {
      alias
    }
    field_description {
      processed
    }
    relationships {
      field_image {
        ...MediaCard
      }
    }
  }

  fragment PersonCard on node__people {
    id
    title
    langcode
    path {
      alias
    }
    field_description {
      processed
    }
    field_job_title
    field_email
    field_phone
    relationships {
      field_image {
        ...MediaPortrait
      }
    }
  }
`
