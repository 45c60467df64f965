/**
 * Content the code refers to by identity (spec: fixed content identifiers). They are Drupal
 * UUIDs, so they hold for the demo content and for a production Drupal that imported it.
 */
export const FIXED_IDS = {
  /** node--route: each locale's home, served at /{locale}/. */
  homepage: "7b0f0a52-1c1e-4d5e-9a43-0d2c6b0e7a01",
  /** node--route: the page listing all careers (en-ca careers redirects here). */
  allCareers: "7b0f0a52-1c1e-4d5e-9a43-0d2c6b0e7a02",
  /** block_content--intro: the homepage header's intro block. */
  introBlock: "7b0f0a52-1c1e-4d5e-9a43-0d2c6b0e7a03",
  /** paragraph--location: the location-finder card on the homepage. */
  locationFinderCard: "7b0f0a52-1c1e-4d5e-9a43-0d2c6b0e7a04",
  /** node--route: the locations page (the location finder). */
  locationsPage: "7b0f0a52-1c1e-4d5e-9a43-0d2c6b0e7a05",
  /** node--form: the landing page that embeds a form. */
  landingPage: "7b0f0a52-1c1e-4d5e-9a43-0d2c6b0e7a06",
  /** node--form: the e-reefer calculator page. */
  calculatorPage: "7b0f0a52-1c1e-4d5e-9a43-0d2c6b0e7a07",
} as const
