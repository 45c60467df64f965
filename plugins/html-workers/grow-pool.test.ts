import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { WorkerPool } from "gatsby-worker"
import { restartWithWorkers } from "./grow-pool"

describe("html-workers, on gatsby-worker's own pool", () => {
  let dir: string
  let pool: WorkerPool<{ id: () => string }> | undefined
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "html-workers-"))
    writeFileSync(path.join(dir, "child.js"), "exports.id = () => process.env.GATSBY_WORKER_ID\n")
  })
  afterEach(async () => {
    await Promise.all(pool?.end() ?? [])
    pool = undefined
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("restarts the pool the bootstrap creates with the HTML's number of workers", async () => {
    const create = () => new WorkerPool<{ id: () => string }>(path.join(dir, "child.js"), { numWorkers: 1 })
    const poolModule = { create }
    restartWithWorkers(poolModule, 2)
    pool = poolModule.create() as WorkerPool<{ id: () => string }>
    expect(poolModule.create).toBe(create)
    expect(pool.getWorkerInfo()).toHaveLength(1)
    expect(await Promise.all(pool.all.id())).toEqual(["1"])
    await pool.restart()
    expect(pool.getWorkerInfo()).toHaveLength(2)
    expect((await Promise.all(pool.all.id())).sort()).toEqual(["1", "2"])
  })

  it("leaves pools created later as they are", async () => {
    const create = () => new WorkerPool<{ id: () => string }>(path.join(dir, "child.js"), { numWorkers: 1 })
    const poolModule = { create }
    restartWithWorkers(poolModule, 2)
    await Promise.all((poolModule.create() as WorkerPool<{ id: () => string }>).end())
    pool = poolModule.create() as WorkerPool<{ id: () => string }>
    await pool.restart()
    expect(pool.getWorkerInfo()).toHaveLength(1)
  })
})
