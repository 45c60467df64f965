/**
 * Paragraph data as the page query's Blocks fragment returns it, built from the demo content
 * (content/node/...), for the block component tests. Each builder takes overrides for the
 * empty and maximal cases.
 */
import type { LinkData } from "../drupal/mappers/link"
import type { MediaImageData } from "../drupal/mappers/image"

export const link = (url: string | null, title: string | null = null, external = false): LinkData => ({ url, title, external })

/** An image as a plain file (what SVGs and unprocessed files give): rendered as <img>. */
export function media(file: string, alt: string): MediaImageData {
  return {
    field_media_image: { alt, width: 640, height: 427 },
    relationships: { field_media_image: { localFile: { publicURL: `/static/${file}`, childImageSharp: null } } },
  }
}

let sequence = 0
export const nextId = (prefix: string) => `${prefix}-${++sequence}`

/** Every Component field empty, as Drupal gives a paragraph the editor did not fill in. */
export function blockBase(overrides: Record<string, unknown> = {}) {
  return {
    id: nextId("paragraph"),
    field_title: null,
    field_title_accent: null,
    field_layout: null,
    field_layout_limited: null,
    field_layout_type: null,
    field_aspect_ratio: null,
    field_badge: null,
    field_limit: null,
    field_pagination: null,
    field_action: null,
    field_fake_button: null,
    field_hover_buttons: null,
    field_hover_titles: null,
    field_border: null,
    field_is_expand_items: null,
    field_strings: null,
    field_contact_link: null,
    ...overrides,
  }
}

export const strings = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value }))

export function paragraph(type: string, overrides: Record<string, unknown> = {}) {
  return { __typename: `paragraph__${type}`, ...blockBase(overrides) }
}

// content/node/route/home.yaml, "Everything your fleet needs": seven service cards.
const SERVICES: Array<[string, string, string]> = [
  ["Rental", "/en/rental/", "Flexible rental by the day, week or month, from a single trailer to a complete fleet for your peak season."],
  [
    "Leasing",
    "/en/leasing/",
    "Operational and full-service leases from one to seven years, with maintenance, tyres and replacement vehicles included.",
  ],
  [
    "Maintenance and repair",
    "/en/maintenance-and-repair/",
    "Inspections, repairs and tachograph calibration for all makes, in our workshops or on site.",
  ],
  [
    "Parts",
    "/en/contact/",
    "Brake components, tyres, lighting and body parts from stock, delivered to your workshop or fitted by our mechanics.",
  ],
  [
    "Connected solutions",
    "/en/connected-solutions-enquiry/",
    "FleetConnected, BrakePlus, TyrePlus and FleetRadar give you live insight into every trailer.",
  ],
  [
    "Electric refrigerated trailers",
    "/en/e-reefer/",
    "Quiet, zero-emission cooling for urban deliveries and night-time distribution, charged while you drive.",
  ],
  [
    "24/7 roadside assistance",
    "/en/locations/",
    "One number, day and night: our breakdown service and mobile mechanics get you moving again.",
  ],
]

// content/node/route/home.yaml, "Our fleet at a glance": six carousel cards.
export const FLEET: Array<[string, string]> = [
  ["Curtainsider trailers", "The all-rounder for palletised goods, with fast loading from the side, rear or top."],
  ["Refrigerated trailers", "Single and multi-temperature reefers for fresh, frozen and pharmaceutical goods."],
  ["e-Reefer :electric:", "Battery-electric cooling powered by an axle generator: no diesel, no noise, no local emissions."],
  ["Rigid trucks", "Box and curtain-sided trucks from 7.5 to 26 tonnes for regional distribution."],
  ["Vans", "Panel vans up to 3.5 tonnes for last-mile delivery, available with electric drive."],
  ["Connected trailers", "Every Fleetlane trailer is ready for FleetConnected, DoorPlus and FleetInspected from day one."],
]

export function fleetCards() {
  return FLEET.map(([title, text]) =>
    cardItem({ field_title: title, field_link: link("/en/equipment/"), field_description: { processed: `<p>${text}</p>` } }),
  )
}

export function cardItem(overrides: Record<string, unknown> = {}) {
  return {
    id: nextId("card"),
    field_title: "Rental",
    field_description: { processed: "<p>Flexible rental by the day, week or month.</p>" },
    field_description_clipped: null,
    field_link: link("/en/rental/", "Read more"),
    field_buttons: [],
    field_posted: null,
    field_caption: null,
    field_layout: null,
    relationships: { field_image: media("curtainsider.svg", "A curtainsider trailer on the road"), field_category: null },
    ...overrides,
  }
}

export function serviceCards(count = SERVICES.length) {
  return SERVICES.slice(0, count).map(([title, url, text]) =>
    cardItem({
      field_title: title,
      field_link: link(url, "Read more"),
      field_description: { processed: `<p>${text}</p>` },
      field_buttons: [link(url, "Read more"), link("/en/lease-rental-request/", "Request a quote")],
    }),
  )
}

/** A card with every field: content/node/route/e-reefer.yaml, "500 e-Reefers on the road". */
export function maximalCard(overrides: Record<string, unknown> = {}) {
  return cardItem({
    field_title: "500 e-Reefers on the road :electric:",
    field_description: { processed: "<p>Our electric reefer fleet passed 500 units this spring.</p>" },
    field_description_clipped: "Our electric reefer fleet passed 500 units.",
    field_link: link("/en/news/electric-reefers-fleet/", "Read the news"),
    field_buttons: [link("/en/e-reefer/", "Discover the e-Reefer"), link("https://www.example.org/e-reefer.pdf", "Brochure", true)],
    field_posted: "2025-05-14T08:00:00.000Z",
    field_caption: "News",
    field_layout: 1,
    relationships: {
      field_image: media("e-reefer.svg", "An e-Reefer trailer"),
      field_category: { name: "Fleet and services", drupal_internal__tid: 12 },
    },
    ...overrides,
  })
}

// content/node/knowledge: the English articles with their dates and categories.
const CATEGORIES = {
  maintenance: { drupal_internal__tid: 1, name: "Maintenance" },
  regulations: { drupal_internal__tid: 2, name: "Regulations" },
  sustainability: { drupal_internal__tid: 3, name: "Sustainability" },
  fleet: { drupal_internal__tid: 4, name: "Fleet management" },
}

const KNOWLEDGE: Array<[string, string, string, keyof typeof CATEGORIES]> = [
  ["tyre-pressure", "How tyre pressure affects trailer safety and running costs", "2024-02-12T08:00:00.000Z", "maintenance"],
  ["brake-inspection", "Trailer brakes: what an inspection covers and how often you need one", "2024-05-21T08:00:00.000Z", "maintenance"],
  ["smart-tachograph", "The smart tachograph version 2: what fleets need to know", "2024-09-03T08:00:00.000Z", "regulations"],
  ["cold-chain", "Cold chain basics: keeping temperature-controlled loads in range", "2024-11-18T08:00:00.000Z", "fleet"],
  ["e-reefer-emissions", "How electric reefer trailers cut emissions and noise", "2025-02-10T08:00:00.000Z", "sustainability"],
  ["trailer-telematics", "Using trailer telematics to reduce downtime", "2025-04-07T08:00:00.000Z", "fleet"],
  ["rent-or-lease", "Rent or lease? Choosing the right contract for your trailers", "2025-08-26T08:00:00.000Z", "fleet"],
]

export function article(
  key: string,
  title: string,
  posted: string | null,
  category: { drupal_internal__tid: number; name: string } | null,
  section = "knowledge",
) {
  return {
    id: `${section}-${key}`,
    title,
    langcode: "en",
    path: { alias: `/${section}/${key}` },
    field_description: { processed: `<p>About ${title.toLowerCase()}.</p>` },
    field_posted_date: posted,
    relationships: { field_image: media(`${key}.svg`, ""), field_category: category },
  }
}

/** In the order the content server happens to give them: the block sorts. */
export function knowledgeArticles() {
  return [...KNOWLEDGE].reverse().map(([key, title, posted, category]) => article(key, title, posted, CATEGORIES[category]))
}

export const knowledgeCategories = CATEGORIES

// content/node/news: the English news items.
export function newsArticles() {
  const company = { drupal_internal__tid: 21, name: "Company" }
  const events = { drupal_internal__tid: 22, name: "Events" }
  const fleet = { drupal_internal__tid: 23, name: "Fleet and services" }
  return [
    article("venlo-workshop", "New trailer workshop opens in Venlo", "2024-10-07T08:00:00.000Z", company, "news"),
    article("poznan-depot", "Fleetlane Poland moves to a larger depot near Poznań", "2024-07-15T08:00:00.000Z", company, "news"),
    article(
      "apprenticeships-nordics",
      "Our apprenticeship for trailer mechanics expands to Denmark, Sweden and Norway",
      "2025-01-20T08:00:00.000Z",
      company,
      "news",
    ),
    article(
      "electric-reefers-fleet",
      "Fleetlane adds 400 electric reefer trailers to its rental fleet",
      "2025-03-18T08:00:00.000Z",
      fleet,
      "news",
    ),
    article("transport-logistic-2025", "Meet Fleetlane at transport logistic 2025 in Munich", "2025-04-28T08:00:00.000Z", events, "news"),
    article("tyreplus-standard", "TyrePlus now standard on every new lease trailer", "2025-06-10T08:00:00.000Z", fleet, "news"),
  ]
}

// content/node/people.
export function person(key: string, name: string, jobTitle: string, email: string | null, phone: string | null) {
  return {
    id: `people-${key}`,
    title: name,
    langcode: "en",
    path: { alias: `/team/${key}` },
    field_description: { processed: `<p>${name} works at Fleetlane.</p>` },
    field_job_title: jobTitle,
    field_email: email,
    field_phone: phone,
    relationships: { field_image: media(`person-${key}.svg`, name) },
  }
}

export function team() {
  return {
    management: [
      person("anna-de-vries", "Anna de Vries", "Chief Executive Officer", "anna.devries@fleetlane.example", "+31 10 555 0142"),
      person("lars-henriksen", "Lars Henriksen", "Chief Operating Officer", "lars.henriksen@fleetlane.example", "+45 70 55 01 23"),
    ],
    sales: [
      person(
        "jonas-becker",
        "Jonas Becker",
        "Key Account Manager, Germany, Austria and Switzerland",
        "jonas.becker@fleetlane.example",
        "+49 40 5550 3310",
      ),
      // Without contact details: the empty case of a person card.
      person("sofia-marchetti", "Sofia Marchetti", "Sales Director Southern Europe", null, null),
    ],
    service: [
      person("aoife-byrne", "Aoife Byrne", "Workshop Manager UK and Ireland", "aoife.byrne@fleetlane.example", "+44 20 7946 0718"),
      person("claire-dubois", "Claire Dubois", "Head of Service France", "claire.dubois@fleetlane.example", "+33 1 55 50 27 64"),
    ],
  }
}

// content/node/equipment and equipment_category.
export function equipmentNode(key: string, title: string, section = "fleet/curtainsiders") {
  return {
    id: `equipment-${key}`,
    title,
    langcode: "en",
    path: { alias: `/${section}/${key}` },
    field_description: { processed: `<p>The ${title.toLowerCase()}.</p>` },
    relationships: { field_image: media(`${key}.svg`, title) },
  }
}
