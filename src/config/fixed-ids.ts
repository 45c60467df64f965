/**
 * Content the code has a role for (spec: fixed content identifiers): the homepage, the careers
 * listing, the homepage's intro block, the locations page, the landing page and the calculator.
 * Drupal says which they are: reference fields of the default language's site settings
 * (config_pages site_settings, field_homepage ...). The build reads them before sourcing and
 * fails naming any that is missing (plugins/drupal-preflight), then hands them to the code,
 * the browser bundle included, as GATSBY_CONTENT_IDS.
 */
export interface ContentIds {
  /** node--route: each locale's home, served at /{locale}/. */
  homepage: string
  /** node--route: the page listing all careers (en-ca careers redirects here). */
  allCareers: string
  /** block_content--intro: the homepage header's intro block. */
  introBlock: string
  /** node--route: the locations page (the location finder). */
  locationsPage: string
  /** node--form: the landing page that embeds a form. */
  landingPage: string
  /** node--form: the e-reefer calculator page. */
  calculatorPage: string
}

/** Where Drupal keeps each identity: the site settings field and the type it must reference. */
export const CONTENT_ID_FIELDS: Readonly<Record<keyof ContentIds, { field: string; type: string }>> = {
  homepage: { field: "field_homepage", type: "node--route" },
  allCareers: { field: "field_careers_page", type: "node--route" },
  introBlock: { field: "field_intro_block", type: "block_content--intro" },
  locationsPage: { field: "field_locations_page", type: "node--route" },
  landingPage: { field: "field_landing_page", type: "node--form" },
  calculatorPage: { field: "field_calculator_page", type: "node--form" },
}

/**
 * The demo content's identities (content/, whose site settings reference them): what unit tests,
 * browser tests and the benchmark look the demo content up by outside a build. A build never
 * uses them: it always sets GATSBY_CONTENT_IDS from Drupal or fails.
 */
export const DEMO_CONTENT_IDS: ContentIds = {
  homepage: "7b0f0a52-1c1e-4d5e-9a43-0d2c6b0e7a01",
  allCareers: "7b0f0a52-1c1e-4d5e-9a43-0d2c6b0e7a02",
  introBlock: "7b0f0a52-1c1e-4d5e-9a43-0d2c6b0e7a03",
  locationsPage: "7b0f0a52-1c1e-4d5e-9a43-0d2c6b0e7a05",
  landingPage: "7b0f0a52-1c1e-4d5e-9a43-0d2c6b0e7a06",
  calculatorPage: "7b0f0a52-1c1e-4d5e-9a43-0d2c6b0e7a07",
}

function contentIds(): ContentIds {
  // Written out in full, twice: Gatsby puts GATSBY_* variables into the browser bundle by this exact
  // name, and the minifier then sees a constant condition and leaves the demo identities out of it.
  return process.env.GATSBY_CONTENT_IDS ? (JSON.parse(process.env.GATSBY_CONTENT_IDS) as ContentIds) : DEMO_CONTENT_IDS
}

/** The identities in effect, read when used: the build sets them once Drupal has said (onPreBootstrap). */
export const FIXED_IDS: ContentIds = new Proxy({} as ContentIds, { get: (_target, name) => contentIds()[name as keyof ContentIds] })
