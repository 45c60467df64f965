/**
 * Build- and server-side configuration, read from the environment once. Browser code never
 * imports this file: what the browser needs is exposed as GATSBY_* variables.
 */
import { drupalConnectionFromEnvironment } from "./drupal-address"
import { fastBuildsEnabled } from "./fast-builds"
import { DEFAULT_LOCALE } from "./locales"

const contentServerPort = Number(process.env.CONTENT_SERVER_PORT ?? 8788)

/** The embedded content server, used whenever DRUPAL_BASE_URL is unset. */
export const EMBEDDED_CONTENT_SERVER_URL = `http://127.0.0.1:${contentServerPort}`

const drupal = drupalConnectionFromEnvironment(process.env, EMBEDDED_CONTENT_SERVER_URL, DEFAULT_LOCALE)

export const env = {
  /** How the Drupal site (or the embedded content server) is addressed, and the build's credentials. */
  drupal,
  /** The Drupal site to source from; the embedded content server when unset. */
  drupalBaseUrl: drupal.address.baseUrl,
  usesEmbeddedContentServer: drupal.embedded,
  /** gatsby-source-drupal's fastBuilds: only the changes since the last build (src/config/fast-builds.ts). */
  drupalFastBuilds: fastBuildsEnabled(process.env.DRUPAL_FAST_BUILDS, drupal.embedded),
  contentServerPort,
  /**
   * Port of the local proxy gatsby-source-drupal sources through, which gives untranslated media,
   * terms, files and paragraphs every locale (plugins/drupal-language-fallback).
   */
  languageFallbackProxyPort: Number(process.env.DRUPAL_FALLBACK_PROXY_PORT ?? contentServerPort + 1),
  /** Production origin of the site: canonical links, sitemaps, hreflang. */
  siteUrl: (process.env.SITE_URL || "https://www.fleetlane.example").replace(/\/$/, ""),
  /**
   * Origin of the Canadian leasing brand's site: retired en-ca and fr-ca paths are sent there
   * (host rules in public/_redirects).
   */
  leasingSiteUrl: (process.env.LEASING_SITE_URL || "https://www.fleetlane-leasing.example").replace(/\/$/, ""),
  /** production, staging or local. */
  environment: process.env.SITE_ENVIRONMENT || "local",
  /** Server-side key of Google's Geocoding API (the geocode function); unset: the offline gazetteer. */
  googleMapsGeocodingApiKey: process.env.GOOGLE_MAPS_GEOCODING_API_KEY || null,
  /** A build by Netlify, or by netlify-cli here (`netlify build`, `netlify serve`): Gatsby's own test for its Netlify adapter. */
  netlifyBuild: Boolean(process.env.NETLIFY || process.env.NETLIFY_LOCAL),
} as const
