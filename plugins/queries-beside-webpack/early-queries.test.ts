import { earlyQueries, queriesNotAmong, type QueryIds, type WorkerPoolModule } from "./early-queries"

const POOL = { workers: 2 }

/** A stand-in for Gatsby's pool module whose query runs end when the test says so. */
function poolModule() {
  const runs: { queryIds: QueryIds; finish: () => void; fail: (error: Error) => void }[] = []
  const runQueries = jest.fn(
    (_pool: unknown, queryIds: QueryIds) =>
      new Promise<void>((resolve, reject) => {
        runs.push({ queryIds, finish: resolve, fail: reject })
      }),
  )
  const create = jest.fn(() => POOL)
  const module: WorkerPoolModule = { create, runQueriesInWorkersQueue: runQueries }
  return { module, create, runQueries, runs }
}

function queries(pages: string[], staticQueries: string[] = []): QueryIds {
  return { staticQueryIds: staticQueries, pageQueryIds: pages.map((path) => ({ path, context: { id: path } })) }
}

const settled = () => new Promise((resolve) => setImmediate(resolve))

describe("queries-beside-webpack", () => {
  it("keeps the pool the bootstrap creates and puts Gatsby's own create back", () => {
    const { module, create } = poolModule()
    const early = earlyQueries(module)
    early.capturePool()
    expect(module.create).not.toBe(create)
    expect(module.create()).toBe(POOL)
    expect(module.create).toBe(create)
    expect(early.start(queries(["/en/"]))).toBe(true)
  })

  it("starts nothing without the bootstrap's pool", () => {
    const { module, runQueries } = poolModule()
    const early = earlyQueries(module)
    early.capturePool()
    expect(early.start(queries(["/en/"]))).toBe(false)
    expect(runQueries).not.toHaveBeenCalled()
    expect(module.runQueriesInWorkersQueue).toBe(runQueries)
  })

  it("runs the queries at once, and Gatsby's later call waits for them without running them again", async () => {
    const { module, runQueries, runs } = poolModule()
    const early = earlyQueries(module)
    early.capturePool()
    module.create()
    const ids = queries(["/en/", "/de/"], ["sq-1"])
    early.start(ids, { parentSpan: "build" })
    expect(runQueries).toHaveBeenCalledTimes(1)
    expect(runQueries).toHaveBeenCalledWith(POOL, ids, { parentSpan: "build" })

    let gatsbyDone = false
    const gatsbyCall = module.runQueriesInWorkersQueue(POOL, queries(["/de/", "/en/"], ["sq-1"])).then(() => (gatsbyDone = true))
    expect(module.runQueriesInWorkersQueue).toBe(runQueries)
    await settled()
    expect(gatsbyDone).toBe(false)
    runs[0].finish()
    await gatsbyCall
    expect(gatsbyDone).toBe(true)
    expect(runQueries).toHaveBeenCalledTimes(1)
  })

  it("runs after them any query Gatsby asks for that was not among them, and only those", async () => {
    const { module, runQueries, runs } = poolModule()
    const early = earlyQueries(module)
    early.capturePool()
    module.create()
    early.start(queries(["/en/"], ["sq-1"]))
    const gatsbyCall = module.runQueriesInWorkersQueue(POOL, queries(["/en/", "/fr/"], ["sq-1", "sq-2"]), { parentSpan: "later" })
    runs[0].finish()
    await settled()
    expect(runQueries).toHaveBeenCalledTimes(2)
    expect(runQueries).toHaveBeenLastCalledWith(
      POOL,
      { staticQueryIds: ["sq-2"], pageQueryIds: [{ path: "/fr/", context: { id: "/fr/" } }] },
      { parentSpan: "later" },
    )
    runs[1].finish()
    await gatsbyCall
  })

  it("fails Gatsby's call with the early run's error, and leaves no rejection unhandled before it", async () => {
    const { module, runs } = poolModule()
    const unhandled = jest.fn()
    process.on("unhandledRejection", unhandled)
    try {
      const early = earlyQueries(module)
      early.capturePool()
      module.create()
      early.start(queries(["/en/"]))
      runs[0].fail(new Error("a worker exited"))
      await settled()
      expect(unhandled).not.toHaveBeenCalled()
      await expect(module.runQueriesInWorkersQueue(POOL, queries(["/en/"]))).rejects.toThrow("a worker exited")
    } finally {
      process.off("unhandledRejection", unhandled)
    }
  })

  it("tells queries apart by static query id and by page path", () => {
    expect(queriesNotAmong(queries(["/en/", "/de/"], ["a", "b"]), queries(["/de/"], ["b"]))).toEqual(queries(["/en/"], ["a"]))
    expect(queriesNotAmong(queries(["/en/"]), queries(["/en/"]))).toEqual(queries([]))
  })
})
