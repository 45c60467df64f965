/**
 * What the browser may know of the configuration: only GATSBY_* variables, which Gatsby writes
 * into the bundle at build time. Never put a secret here.
 */
export const PUBLIC_ENV = {
  /** Google Tag Manager container (GTM-XXXX); loaded only with the visitor's consent. */
  tagManagerId: process.env.GATSBY_GTM_ID ?? "",
} as const
