/** The part of gatsby-worker's WorkerPool this changes: its options, which restart() starts the workers from. */
export interface RestartablePool {
  options?: { numWorkers?: number }
  restart(): Promise<void>
}

/** The function of Gatsby's `utils/worker/pool` module that creates the build's pool. */
export interface WorkerPoolModule {
  create: () => unknown
}

/**
 * Gatsby creates its worker pool before sourcing and restarts it between the page queries and the
 * HTML. The pool the bootstrap creates next restarts with `workers` workers, whatever it had for
 * the queries.
 */
export function restartWithWorkers(poolModule: WorkerPoolModule, workers: number): void {
  const create = poolModule.create
  poolModule.create = () => {
    poolModule.create = create
    const pool = create() as RestartablePool
    const restart = pool.restart
    pool.restart = function (this: RestartablePool) {
      this.options = { ...this.options, numWorkers: workers }
      return restart.call(this)
    }
    return pool
  }
}
