/**
 * The rate limits of the endpoints, per visitor IP and site domain. Netlify reads a function's
 * config statically, so each function repeats these as literals; a test keeps them equal.
 * aggregateBy must be an array: a single string is read as "domain" only.
 */
export const ENQUIRY_RATE_LIMIT = { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] } as const

/** The company autocomplete asks while the visitor types. */
export const LOOKUP_RATE_LIMIT = { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] } as const
