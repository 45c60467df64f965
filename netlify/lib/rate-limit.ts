/**
 * The rate limits of the endpoints, per visitor IP and site domain. Netlify reads a function's
 * config statically, so each function repeats these as literals; a test keeps them equal.
 * aggregateBy must be an array: a single string is read as "domain" only.
 */
export const ENQUIRY_RATE_LIMIT = { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] } as const

/** The company autocomplete asks while the visitor types; a form asks for its form-start token once per page. */
export const LOOKUP_RATE_LIMIT = { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] } as const

/** A job application and its fallback mail: a person applies a few times a minute at most. */
export const APPLICATION_RATE_LIMIT = { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] } as const

/** Starting and completing a file upload: up to three files per application, each tried again. */
export const UPLOAD_RATE_LIMIT = { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] } as const

/** The chunks of the uploads (a 5 MB file is two chunks, sent again on a network error). */
export const UPLOAD_CHUNK_RATE_LIMIT = { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] } as const

/**
 * City suggestions, asked while the visitor types (a request per pause of 250 ms): generous. The
 * geocode function also holds these limits itself (netlify serve ignores config.rateLimit).
 */
export const SUGGEST_RATE_LIMIT = { windowLimit: 120, windowSize: 60, aggregateBy: ["ip", "domain"] } as const

/** Forward and reverse geocoding: one per search, and each distinct one may be a paid Google call. */
export const GEOCODE_RATE_LIMIT = { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] } as const
