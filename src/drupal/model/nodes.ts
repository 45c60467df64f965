import { NODE_TYPES, type NodeType } from "./node-types"
import { COMPONENT_PARAGRAPH_TYPES } from "./paragraphs"
import type { BundleDefinition, FieldDefinition } from "./types"

const untranslated = { translatable: false } as const

/** The form a form page shows (node--form field_form). */
export const FORM_IDS = [
  "lease_rental",
  "lease_rental_new",
  "contact",
  "maintenance",
  "nl_rent_lease",
  "nl_parts",
  "insight",
  "contact_simple",
  "ca_contact",
  "ca_quote",
  "job_application",
  "job_application_vacancy",
  "registration_lookup",
  "calculator",
] as const

/** What a route page lists besides its components (node--route field_listing). */
export const ROUTE_LISTINGS = ["careers", "search"] as const

export { NODE_TYPES, type NodeType }

/** Fields every page type has: page header, metadata, breadcrumbs parent and blocks. */
const PAGE_FIELDS: Readonly<Record<string, FieldDefinition>> = {
  field_description: { type: "text", label: "Description (page header and meta description)" },
  field_hero_image: { type: "entity_reference", label: "Hero image", targets: ["media--image"], ...untranslated },
  field_slides: { type: "entity_reference_revisions", label: "Header slider", multiple: true, targets: ["paragraph--slide"] },
  field_parent: {
    type: "entity_reference",
    label: "Parent page (breadcrumbs)",
    targets: NODE_TYPES.map((type) => `node--${type}`),
    ...untranslated,
  },
  field_noindex: { type: "boolean", label: "Hide from search engines (noindex)", ...untranslated },
  field_meta_image: {
    type: "entity_reference",
    label: "Social sharing images (og:image)",
    multiple: true,
    targets: ["media--image"],
    ...untranslated,
  },
  field_components: {
    type: "entity_reference_revisions",
    label: "Components (blocks)",
    multiple: true,
    targets: COMPONENT_PARAGRAPH_TYPES,
  },
}

const body: FieldDefinition = { type: "text_with_summary", label: "Body" }
const image: FieldDefinition = { type: "entity_reference", label: "Image", targets: ["media--image"], ...untranslated }
const postedDate: FieldDefinition = { type: "datetime", label: "Posted date", ...untranslated }

function nodeBundle(bundle: NodeType, label: string, description: string, fields: Record<string, FieldDefinition> = {}): BundleDefinition {
  return { type: `node--${bundle}`, label, description, fields: { ...PAGE_FIELDS, ...fields } }
}

export const NODE_BUNDLES: readonly BundleDefinition[] = [
  nodeBundle("route", "Route", "A landing page built from components; may also carry the careers listing or the site search.", {
    field_listing: { type: "string", label: "Listing shown on the page", allowed: ROUTE_LISTINGS, ...untranslated },
  }),
  nodeBundle("page", "Basic page", "A plain page: body and components.", { body }),
  nodeBundle("form", "Form page", "A page with one form, a multi-step form, the registration lookup or the calculator.", {
    field_form: { type: "string", label: "Form", allowed: FORM_IDS, required: true, ...untranslated },
    body: { ...body, label: "Introduction" },
    field_thank_you_title: { type: "string", label: "Thank-you title (shown in place of the form)" },
    field_thank_you_text: { type: "text", label: "Thank-you text" },
  }),
  nodeBundle("knowledge", "Knowledge article", "An article of the knowledge base.", {
    body,
    field_image: image,
    field_category: { type: "entity_reference", label: "Category", targets: ["taxonomy_term--knowledge_category"], ...untranslated },
    field_posted_date: postedDate,
    field_related: {
      type: "entity_reference",
      label: "Related articles",
      multiple: true,
      targets: ["node--knowledge", "node--news"],
      ...untranslated,
    },
  }),
  nodeBundle("news", "News article", "A news item.", {
    body,
    field_image: image,
    field_category: { type: "entity_reference", label: "Category", targets: ["taxonomy_term--news_category"], ...untranslated },
    field_posted_date: postedDate,
    field_related: {
      type: "entity_reference",
      label: "Related articles",
      multiple: true,
      targets: ["node--knowledge", "node--news"],
      ...untranslated,
    },
  }),
  nodeBundle("equipment_category", "Equipment category", "A category of rentable or leasable equipment, listing its equipment.", {
    body,
    field_image: image,
    field_weight: { type: "integer", label: "Order", ...untranslated },
  }),
  nodeBundle("equipment", "Equipment", "A piece of equipment (a trailer, truck or van type).", {
    body,
    field_image: image,
    field_equipment_category: { type: "entity_reference", label: "Category", targets: ["node--equipment_category"], ...untranslated },
    field_specifications: { type: "key_value", label: "Specifications" },
  }),
  nodeBundle("location", "Location", "A branch, workshop or depot.", {
    field_image: image,
    field_address: { type: "address", label: "Address", ...untranslated },
    field_geolocation: { type: "geolocation", label: "Position", ...untranslated },
    field_country_code: { type: "string", label: "Country (ISO 3166-1 alpha-2, lower case)", ...untranslated },
    field_phone: { type: "string", label: "Phone", ...untranslated },
    field_email: { type: "string", label: "E-mail", ...untranslated },
    field_opening_hours: { type: "text", label: "Opening information" },
    field_services: { type: "string", label: "Services", multiple: true },
  }),
  nodeBundle("vacancy", "Vacancy", "A job opening.", {
    body,
    field_job_type: { type: "string", label: "Job type" },
    field_job_location: { type: "string", label: "Location(s), separated by semicolons" },
    field_job_country: { type: "string", label: "Country" },
    field_job_country_code: {
      type: "string",
      label: "Country (ISO 3166-1 alpha-2, lower case; for job search engines)",
      ...untranslated,
    },
    field_job_family_group: { type: "string", label: "Job family group" },
    field_requisition_id: { type: "string", label: "Job requisition id (recruiting system)", ...untranslated },
    field_employment_type: {
      type: "string",
      label: "Employment type (schema.org)",
      allowed: ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"],
      ...untranslated,
    },
    field_posted_date: postedDate,
    field_external_link: { type: "link", label: "External application link" },
  }),
  nodeBundle("function", "Function", "A page about a job function or business function.", { body, field_image: image }),
  nodeBundle("people", "Person", "A person of the team.", {
    body,
    field_image: image,
    field_job_title: { type: "string", label: "Job title" },
    field_people_category: { type: "entity_reference", label: "Category", targets: ["taxonomy_term--people_category"], ...untranslated },
    field_email: { type: "string", label: "E-mail", ...untranslated },
    field_phone: { type: "string", label: "Phone", ...untranslated },
    field_linkedin: { type: "link", label: "LinkedIn profile", ...untranslated },
  }),
]
