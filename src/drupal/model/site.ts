import { MENU_NAMES, SOCIAL_ICONS } from "./menu-names"
import type { BundleDefinition } from "./types"

const untranslated = { translatable: false } as const

export { MENU_NAMES, SOCIAL_ICONS }

export const TAXONOMY_BUNDLES: readonly BundleDefinition[] = [
  { type: "taxonomy_term--knowledge_category", label: "Knowledge category", description: "Categories of knowledge articles.", fields: {} },
  { type: "taxonomy_term--news_category", label: "News category", description: "Categories of news articles.", fields: {} },
  { type: "taxonomy_term--people_category", label: "People category", description: "Teams people belong to.", fields: {} },
  {
    type: "taxonomy_term--country",
    label: "Country (switcher)",
    description: "A country of the language and country switcher with the locales it is published in.",
    fields: {
      field_country_code: { type: "string", label: "Country code (empty for international)", ...untranslated },
      field_locales: { type: "string", label: "Locales", multiple: true, ...untranslated },
    },
  },
]

export const MEDIA_BUNDLES: readonly BundleDefinition[] = [
  {
    type: "media--image",
    label: "Image",
    description: "An image with its alternative text.",
    fields: { field_media_image: { type: "image", label: "Image file", targets: ["file--file"], required: true } },
  },
]

export const FILE_BUNDLES: readonly BundleDefinition[] = [
  { type: "file--file", label: "File", description: "An uploaded file, served by Drupal.", fields: {} },
]

export const MENU_BUNDLES: readonly BundleDefinition[] = [
  {
    type: "menu_link_content--menu_link_content",
    label: "Menu link",
    description: `A link in one of the menus: ${MENU_NAMES.join(", ")}.`,
    fields: {
      field_icon: { type: "string", label: "Social icon", allowed: SOCIAL_ICONS, ...untranslated },
    },
  },
]

export const BLOCK_BUNDLES: readonly BundleDefinition[] = [
  {
    type: "block_content--intro",
    label: "Homepage intro",
    description: "The intro block of the homepage header.",
    fields: {
      field_title: { type: "string", label: "Title" },
      field_description: { type: "text", label: "Description" },
      field_cta_title: { type: "string", label: "Call-to-action label (scrolls down one screen)" },
    },
  },
]

export const CONFIG_PAGE_BUNDLES: readonly BundleDefinition[] = [
  {
    type: "config_pages--site_settings",
    label: "Site settings",
    description: "Per-locale settings: brand, logos, company data, contact and redirect paths, header media and UI strings.",
    fields: {
      field_brand_name: { type: "string", label: "Brand name" },
      field_logo: { type: "entity_reference", label: "Logo", targets: ["media--image"], ...untranslated },
      field_logo_alternative: {
        type: "entity_reference",
        label: "Alternative logo (Swiss locales)",
        targets: ["media--image"],
        ...untranslated,
      },
      field_company_name: { type: "string", label: "Company name" },
      field_company_address: { type: "address", label: "Company address" },
      field_company_phone: { type: "string", label: "Company phone" },
      field_company_email: { type: "string", label: "Company e-mail" },
      field_company_registration: { type: "text", label: "Registration information (shown on the en-gb homepage)" },
      field_contact_link: { type: "link", label: "Contact us button" },
      field_legal_notice_link: { type: "link", label: "Legal notice (Impressum) link" },
      field_thank_you_path: { type: "string", label: "Thank-you route path" },
      field_thank_you_application_path: { type: "string", label: "Thank-you route path for job applications" },
      field_privacy_path: { type: "string", label: "Privacy page path" },
      field_header_cover_image: { type: "entity_reference", label: "Homepage cover image", targets: ["media--image"], ...untranslated },
      field_header_video: {
        type: "entity_reference",
        label: "Homepage cover video (shown on wide screens)",
        targets: ["file--file"],
        ...untranslated,
      },
      field_strings: { type: "key_value", label: "Strings (link_home, newsletter texts, menu labels, ...)" },
      // The content the code has a role for (src/config/fixed-ids.ts); read from the default language's settings.
      field_homepage: { type: "entity_reference", label: "Homepage", targets: ["node--route"], ...untranslated },
      field_careers_page: { type: "entity_reference", label: "All careers page", targets: ["node--route"], ...untranslated },
      field_intro_block: { type: "entity_reference", label: "Homepage intro block", targets: ["block_content--intro"], ...untranslated },
      field_locations_page: {
        type: "entity_reference",
        label: "Locations page (location finder)",
        targets: ["node--route"],
        ...untranslated,
      },
      field_landing_page: { type: "entity_reference", label: "Landing page with a form", targets: ["node--form"], ...untranslated },
      field_calculator_page: { type: "entity_reference", label: "E-reefer calculator page", targets: ["node--form"], ...untranslated },
    },
  },
]

export const REDIRECT_BUNDLES: readonly BundleDefinition[] = [
  { type: "redirect--redirect", label: "Redirect", description: "A retired path and where it goes now (redirect module).", fields: {} },
]
