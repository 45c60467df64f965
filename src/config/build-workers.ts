/**
 * Gatsby's own settings of how many worker processes a build uses (tools/lib/gatsby-workers.ts
 * sets them for a cold build). They say nothing about the site: the bundles leave them out
 * (plugins/stable-compilation), so a build with other settings keeps the same compilation.
 */
export const BUILD_WORKER_SETTINGS = ["GATSBY_CPU_COUNT", "GATSBY_PARALLEL_QUERY_CHUNK_SIZE"] as const

/** How many workers render a cold build's HTML (plugins/html-workers; set by tools/lib/gatsby-workers.ts). */
export const HTML_WORKERS = "BUILD_HTML_WORKERS"
