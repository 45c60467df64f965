/**
 * Every outside host the site's pages may talk to, by service: the Content-Security-Policy
 * (plugins/security-headers) allows exactly these and nothing else. A feature that starts loading
 * from a new host adds it here, or the browser blocks it.
 */
export interface ThirdPartyService {
  /** Scripts the page may load. */
  script: readonly string[]
  /** fetch, XHR, beacons. */
  connect: readonly string[]
  /** Images, map tiles, tracking pixels. */
  img: readonly string[]
  /** Stylesheets. */
  style: readonly string[]
  /** Web fonts. */
  font: readonly string[]
  /** Frames the page may embed. */
  frame: readonly string[]
}

const none: readonly string[] = []

export const THIRD_PARTY_HOSTS = {
  /** The location finder's map, loaded only when the visitor opens it (and has consented). */
  googleMaps: {
    // Google's allowlist for the Maps JavaScript API (docs/decisions.md, "the map"), without 'unsafe-eval'.
    script: [
      "https://maps.googleapis.com",
      "https://*.googleapis.com",
      "https://*.gstatic.com",
      "https://*.google.com",
      "https://*.ggpht.com",
      "https://*.googleusercontent.com",
    ],
    connect: ["https://maps.googleapis.com", "https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
    img: [
      "https://maps.googleapis.com",
      "https://*.googleapis.com",
      "https://*.gstatic.com",
      "https://*.google.com",
      "https://*.googleusercontent.com",
    ],
    style: ["https://fonts.googleapis.com"],
    font: ["https://fonts.gstatic.com"],
    frame: ["https://*.google.com"],
  },
  /** HubSpot tracking (with marketing consent) and its forms API. */
  hubspot: {
    script: ["https://js.hs-scripts.com", "https://js.hs-analytics.net", "https://js.hs-banner.com", "https://js.hscollectedforms.net"],
    connect: ["https://track.hubspot.com", "https://forms.hubspot.com", "https://api.hsforms.com", "https://js.hs-banner.com"],
    img: ["https://track.hubspot.com", "https://forms.hubspot.com"],
    style: none,
    font: none,
    frame: none,
  },
  /** Google Tag Manager and the analytics it loads (with analytics or marketing consent). */
  tagManager: {
    script: ["https://www.googletagmanager.com", "https://www.google-analytics.com"],
    connect: ["https://www.google-analytics.com", "https://www.googletagmanager.com"],
    img: ["https://www.google-analytics.com", "https://www.googletagmanager.com"],
    style: none,
    font: none,
    frame: ["https://www.googletagmanager.com"],
  },
} as const satisfies Record<string, ThirdPartyService>

/** The hosts of one kind of resource across all services, each once. */
export function hostsFor(kind: keyof ThirdPartyService): string[] {
  return [...new Set(Object.values(THIRD_PARTY_HOSTS).flatMap((service: ThirdPartyService) => service[kind]))]
}
