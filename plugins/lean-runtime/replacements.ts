/** The modules of Gatsby's browser runtime that the site's bundle does without (gatsby-node.ts). */

/**
 * Gatsby's internal Partytown plugin has a browser part that acts only in `gatsby develop`
 * (`if (process.env.NODE_ENV !== "development") return`), yet it imports gatsby-script and the
 * Partytown snippet, about 1 KB gzip on every page. The production bundle gets an empty module
 * in its place. The site uses no `<Script strategy="off-main-thread">`; one that did would need
 * Partytown's server part, which this leaves alone.
 */
export const PARTYTOWN_BROWSER = /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/

/**
 * Gatsby's service-worker registration, which its runtime loads only when a plugin implements the
 * registerServiceWorker browser API (gatsby-plugin-offline does). While none does, the bundle does
 * not carry it either.
 */
export const SERVICE_WORKER_REGISTRATION = /\.cache[\\/]register-service-worker\.js$/
