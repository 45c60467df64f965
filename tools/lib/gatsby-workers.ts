/**
 * How many worker processes Gatsby's build uses, through its own environment variables.
 *
 * Gatsby makes GATSBY_CPU_COUNT − 1 workers (one core left to its main process) and uses them for
 * the page queries and then, restarted, for the HTML. The main process is idle while the HTML is
 * rendered, so one worker per core renders it about twice as fast on two cores (5,216 pages:
 * 53.6 s -> 19.2 s). The page queries are not faster with a second worker on two cores (the main
 * process runs the image jobs meanwhile: 24.8 s with one, 27.3 s with two), and each query worker
 * holds its own copy of what it read (about 0.8 GB at 5,216 pages), so on such a machine the page
 * queries go to one worker as one batch, and the other stays as it started (about 0.3 GB).
 * Settings given in the environment are kept.
 */
export function gatsbyWorkerEnv(cores: number, env: NodeJS.ProcessEnv = {}): Record<string, string> {
  if (env.GATSBY_CPU_COUNT !== undefined || env.GATSBY_PARALLEL_QUERY_CHUNK_SIZE !== undefined) return {}
  const workers = Math.max(1, cores)
  return {
    GATSBY_CPU_COUNT: String(workers + 1),
    ...(cores <= 2 ? { GATSBY_PARALLEL_QUERY_CHUNK_SIZE: String(ALL_QUERIES_IN_ONE_BATCH) } : {}),
  }
}

/** More than any build has page queries: Gatsby then hands them all to one worker. */
const ALL_QUERIES_IN_ONE_BATCH = 10_000_000
