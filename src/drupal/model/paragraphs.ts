import type { BundleDefinition, FieldDefinition } from "./types"

const untranslated = { translatable: false } as const

/** The item paragraphs that components hold. */
export const ITEM_PARAGRAPHS: readonly BundleDefinition[] = [
  {
    type: "paragraph--accordion_item",
    label: "Accordion item",
    description: "A question or heading with its panel text; used by accordion and faq components.",
    fields: {
      field_title: { type: "string", label: "Title (question)", required: true },
      field_text: { type: "text", label: "Text (answer)" },
    },
  },
  {
    type: "paragraph--card_item",
    label: "Card",
    description: "A card in a card list or carousel.",
    fields: {
      field_title: { type: "string", label: "Title (may contain the :electric: marker)", required: true },
      field_description: { type: "text", label: "Description" },
      field_description_clipped: { type: "string", label: "Clipped description (teaser shown instead of the description)" },
      field_image: { type: "entity_reference", label: "Image", targets: ["media--image"], ...untranslated },
      field_link: { type: "link", label: "Link" },
      field_buttons: { type: "link", label: "Buttons", multiple: true },
      field_posted: { type: "datetime", label: "Posted", ...untranslated },
      field_caption: { type: "string", label: "Caption" },
      field_layout: { type: "integer", label: "Layout (1 is horizontal)", ...untranslated },
      field_category: {
        type: "entity_reference",
        label: "Category",
        targets: ["taxonomy_term--knowledge_category", "taxonomy_term--news_category"],
        ...untranslated,
      },
    },
  },
  {
    type: "paragraph--process_item",
    label: "Process step",
    description: "One step of a process component.",
    fields: {
      field_title: { type: "string", label: "Title", required: true },
      field_text: { type: "text", label: "Description" },
    },
  },
  {
    type: "paragraph--timeline_item",
    label: "Timeline item",
    description: "One moment on a timeline.",
    fields: {
      field_title: { type: "string", label: "Title", required: true },
      field_label: { type: "string", label: "Label (e.g. a year)" },
      field_text: { type: "text", label: "Description" },
      field_background: { type: "string", label: "Background colour name", ...untranslated },
      field_image: { type: "entity_reference", label: "Image", targets: ["media--image"], ...untranslated },
    },
  },
  {
    type: "paragraph--testimonial_item",
    label: "Testimonial",
    description: "A customer quote.",
    fields: {
      field_text: { type: "text", label: "Quote", required: true },
      field_author: { type: "string", label: "Author" },
      field_role: { type: "string", label: "Role and company" },
      field_image: { type: "entity_reference", label: "Portrait or logo", targets: ["media--image"], ...untranslated },
    },
  },
  {
    type: "paragraph--slide",
    label: "Slider slide",
    description: "A slide of a page-header slider.",
    fields: {
      field_image: { type: "entity_reference", label: "Image", targets: ["media--image"], ...untranslated },
      field_title: { type: "string", label: "Title" },
      field_text: { type: "text", label: "Description" },
      field_overlay: { type: "boolean", label: "Dark overlay behind the text", ...untranslated },
    },
  },
  {
    type: "paragraph--location_country",
    label: "Location-finder country",
    description: "A country offered in the location finder's country select.",
    fields: {
      field_title: { type: "string", label: "Country name", required: true },
      field_locale: { type: "string", label: "Locale whose locations it stands for (e.g. nl-be)", ...untranslated },
      field_country_code: {
        type: "string",
        label: "Country (ISO 3166-1 alpha-2, lower case, as on its locations)",
        required: true,
        ...untranslated,
      },
    },
  },
]

/** The fields of the Component entity of the spec, shared by every component paragraph. */
export const COMPONENT_FIELDS: Readonly<Record<string, FieldDefinition>> = {
  field_title: { type: "string", label: "Title" },
  field_title_accent: { type: "string", label: "Title accent (highlighted part of the title)" },
  field_layout: { type: "integer", label: "Layout variant", ...untranslated },
  field_layout_limited: { type: "boolean", label: "Limited (narrow) width", ...untranslated },
  field_layout_type: { type: "integer", label: "Slides per view / columns", ...untranslated },
  field_aspect_ratio: { type: "string", label: "Image aspect ratio (e.g. 16:9)", ...untranslated },
  field_badge: { type: "string", label: "Badge" },
  field_limit: { type: "integer", label: "Items per page (0 = all)", ...untranslated },
  field_pagination: { type: "boolean", label: "Pagination instead of load more", ...untranslated },
  field_action: { type: "link", label: "Action (label and URL)" },
  field_fake_button: { type: "boolean", label: "Show the action as a button-styled link", ...untranslated },
  field_hover_buttons: { type: "boolean", label: "Show card buttons on hover", ...untranslated },
  field_hover_titles: { type: "boolean", label: "Show card titles on hover", ...untranslated },
  field_border: { type: "boolean", label: "Border", ...untranslated },
  field_is_location_finder: { type: "boolean", label: "Is the location finder", ...untranslated },
  field_is_expand_items: { type: "boolean", label: "Offer expand all", ...untranslated },
  field_location_countries: {
    type: "entity_reference_revisions",
    label: "Location-finder countries",
    multiple: true,
    targets: ["paragraph--location_country"],
  },
  field_strings: { type: "key_value", label: "Strings (labels the component shows)" },
  field_contact_link: { type: "link", label: "Contact link" },
}

interface ComponentSpec {
  bundle: string
  label: string
  description: string
  fields?: Readonly<Record<string, FieldDefinition>>
}

const COMPONENTS: readonly ComponentSpec[] = [
  { bundle: "text", label: "Text", description: "Formatted text.", fields: { field_text: { type: "text", label: "Text" } } },
  {
    bundle: "accordion",
    label: "Accordion",
    description: "Collapsible panels; the max accordion's panel id is main-accordion.",
    fields: { field_items: { type: "entity_reference_revisions", label: "Items", multiple: true, targets: ["paragraph--accordion_item"] } },
  },
  {
    bundle: "faq",
    label: "FAQ",
    description: "Questions and answers; also emits FAQPage structured data.",
    fields: {
      field_items: { type: "entity_reference_revisions", label: "Questions", multiple: true, targets: ["paragraph--accordion_item"] },
    },
  },
  {
    bundle: "card",
    label: "Cards",
    description: "A card list with load more or pagination.",
    fields: { field_cards: { type: "entity_reference_revisions", label: "Cards", multiple: true, targets: ["paragraph--card_item"] } },
  },
  {
    bundle: "process",
    label: "Process",
    description: "Numbered steps.",
    fields: { field_items: { type: "entity_reference_revisions", label: "Steps", multiple: true, targets: ["paragraph--process_item"] } },
  },
  {
    bundle: "carousel",
    label: "Carousel",
    description: "Cards in a carousel (a plain list below 767px).",
    fields: { field_cards: { type: "entity_reference_revisions", label: "Cards", multiple: true, targets: ["paragraph--card_item"] } },
  },
  {
    bundle: "testimonial",
    label: "Testimonials",
    description: "Customer quotes.",
    fields: {
      field_items: { type: "entity_reference_revisions", label: "Testimonials", multiple: true, targets: ["paragraph--testimonial_item"] },
    },
  },
  {
    bundle: "location",
    label: "Location search block",
    description: "A map image, a city field and a submit to the action URL with ?city=.",
    fields: { field_image: { type: "entity_reference", label: "Map image", targets: ["media--image"], translatable: false } },
  },
  {
    bundle: "timeline",
    label: "Timeline",
    description: "Moments in time.",
    fields: { field_items: { type: "entity_reference_revisions", label: "Items", multiple: true, targets: ["paragraph--timeline_item"] } },
  },
  {
    bundle: "banner",
    label: "Banner",
    description: "An image with a description and an action.",
    fields: {
      field_text: { type: "text", label: "Description" },
      field_image: { type: "entity_reference", label: "Image", targets: ["media--image"], translatable: false },
    },
  },
  {
    bundle: "knowledge",
    label: "Knowledge list",
    description: "Knowledge articles with ?page= paging and ?category= filter.",
    fields: {
      field_category: {
        type: "entity_reference",
        label: "Only this category",
        targets: ["taxonomy_term--knowledge_category"],
        translatable: false,
      },
    },
  },
  { bundle: "locations", label: "Locations (finder)", description: "The location finder or a list of locations." },
  {
    bundle: "news",
    label: "News list",
    description: "News articles, newest first.",
    fields: {
      field_category: {
        type: "entity_reference",
        label: "Only this category",
        targets: ["taxonomy_term--news_category"],
        translatable: false,
      },
    },
  },
  {
    bundle: "people",
    label: "People",
    description: "People cards.",
    fields: {
      field_people: {
        type: "entity_reference",
        label: "People (empty: all of the category)",
        multiple: true,
        targets: ["node--people"],
        translatable: false,
      },
      field_people_category: {
        type: "entity_reference",
        label: "Category",
        targets: ["taxonomy_term--people_category"],
        translatable: false,
      },
    },
  },
  {
    bundle: "people_categories",
    label: "People categories",
    description: "Links to the people categories.",
    fields: {
      field_people_categories: {
        type: "entity_reference",
        label: "Categories (empty: all)",
        multiple: true,
        targets: ["taxonomy_term--people_category"],
        translatable: false,
      },
    },
  },
  {
    bundle: "equipment",
    label: "Equipment",
    description: "Equipment cards.",
    fields: {
      field_equipment: {
        type: "entity_reference",
        label: "Equipment (empty: all of the category)",
        multiple: true,
        targets: ["node--equipment"],
        translatable: false,
      },
      field_equipment_category: { type: "entity_reference", label: "Category", targets: ["node--equipment_category"], translatable: false },
    },
  },
  {
    bundle: "equipment_categories",
    label: "Equipment categories",
    description: "Cards linking to equipment categories.",
    fields: {
      field_equipment_categories: {
        type: "entity_reference",
        label: "Categories (empty: all)",
        multiple: true,
        targets: ["node--equipment_category"],
        translatable: false,
      },
    },
  },
  {
    bundle: "related_articles",
    label: "Related articles",
    description: "Hand-picked knowledge and news articles.",
    fields: {
      field_articles: {
        type: "entity_reference",
        label: "Articles",
        multiple: true,
        targets: ["node--knowledge", "node--news"],
        translatable: false,
      },
    },
  },
]

export const COMPONENT_PARAGRAPHS: readonly BundleDefinition[] = COMPONENTS.map((component) => ({
  type: `paragraph--${component.bundle}`,
  label: component.label,
  description: component.description,
  fields: { ...COMPONENT_FIELDS, ...component.fields },
}))

export const COMPONENT_PARAGRAPH_TYPES: readonly string[] = COMPONENT_PARAGRAPHS.map((bundle) => bundle.type)

export { componentTypeOf } from "./component-type"
