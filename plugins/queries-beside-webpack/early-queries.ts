/** The queries Gatsby hands its workers: static queries by id, pages whole (they carry their context). */
export interface QueryIds {
  staticQueryIds: string[]
  pageQueryIds: { path: string }[]
}

type RunQueriesInWorkers = (pool: unknown, queryIds: QueryIds, options?: { parentSpan?: unknown }) => Promise<void>

/** The two functions of Gatsby's `utils/worker/pool` module this works with. */
export interface WorkerPoolModule {
  create: () => unknown
  runQueriesInWorkersQueue: RunQueriesInWorkers
}

export interface EarlyQueries {
  /** Keeps the worker pool the bootstrap creates next (call before it does). */
  capturePool(): void
  /**
   * Runs these queries in the pool's workers from now on, and makes Gatsby's own call to run its
   * queries wait for them, then run whichever of its queries were not among them. False, and
   * nothing started, when no pool was captured.
   */
  start(queryIds: QueryIds, options?: { parentSpan?: unknown }): boolean
}

function queryKeys(queryIds: QueryIds): Set<string> {
  return new Set([...queryIds.staticQueryIds.map((id) => `static ${id}`), ...queryIds.pageQueryIds.map((page) => `page ${page.path}`)])
}

/** The queries of `asked` that are not among `started`. */
export function queriesNotAmong(asked: QueryIds, started: QueryIds): QueryIds {
  const startedKeys = queryKeys(started)
  return {
    staticQueryIds: asked.staticQueryIds.filter((id) => !startedKeys.has(`static ${id}`)),
    pageQueryIds: asked.pageQueryIds.filter((page) => !startedKeys.has(`page ${page.path}`)),
  }
}

export function earlyQueries(poolModule: WorkerPoolModule): EarlyQueries {
  let pool: unknown
  return {
    capturePool() {
      const create = poolModule.create
      poolModule.create = () => {
        poolModule.create = create
        pool = create()
        return pool
      }
    },
    start(queryIds, options) {
      if (pool === undefined) return false
      const runQueriesInWorkers = poolModule.runQueriesInWorkersQueue
      const running = runQueriesInWorkers(pool, queryIds, options)
      // Awaited when Gatsby asks for its queries; until then a failure must not go unhandled.
      running.catch(() => {})
      poolModule.runQueriesInWorkersQueue = async (askedPool, asked, askedOptions) => {
        poolModule.runQueriesInWorkersQueue = runQueriesInWorkers
        await running
        const rest = queriesNotAmong(asked, queryIds)
        if (rest.staticQueryIds.length + rest.pageQueryIds.length > 0) await runQueriesInWorkers(askedPool, rest, askedOptions)
      }
      return true
    },
  }
}
