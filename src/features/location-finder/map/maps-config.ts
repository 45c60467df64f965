/**
 * The browser key of the Maps JavaScript API (GATSBY_GOOGLE_MAPS_API_KEY, set at build time and
 * restricted to the site's referrers). Empty: the site has no map at all, and no Maps script.
 */
export const GOOGLE_MAPS_API_KEY: string = process.env.GATSBY_GOOGLE_MAPS_API_KEY || ""
