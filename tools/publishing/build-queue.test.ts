import { BuildQueue, type BuildOutcome } from "./build-queue"

/** A build that lasts until the test ends it, recording how many builds run at once. */
function controlledBuilds() {
  const finishers: Array<(error?: Error) => void> = []
  let running = 0
  let mostAtOnce = 0
  const runBuild = () =>
    new Promise<void>((resolve, reject) => {
      running += 1
      mostAtOnce = Math.max(mostAtOnce, running)
      finishers.push((error) => {
        running -= 1
        if (error) reject(error)
        else resolve()
      })
    })
  return {
    runBuild,
    get started() {
      return finishers.length
    },
    get mostAtOnce() {
      return mostAtOnce
    },
    finish: async (index: number, error?: Error) => {
      finishers[index](error)
      await Promise.resolve()
      await Promise.resolve()
    },
  }
}

const SECOND = 1000

describe("BuildQueue", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("gives ten saves in a minute one build that includes them all", async () => {
    const ends: BuildOutcome[] = []
    const builds = controlledBuilds()
    const queue = new BuildQueue({
      quietMs: 10 * SECOND,
      maxWaitMs: 60 * SECOND,
      runBuild: builds.runBuild,
      onBuildEnd: (end) => ends.push(end),
    })
    for (let save = 0; save < 10; save += 1) {
      if (save > 0) jest.advanceTimersByTime(6 * SECOND)
      queue.save()
    }
    expect(builds.started).toBe(0)
    expect(queue.state).toBe("waiting")
    jest.advanceTimersByTime(6 * SECOND)
    expect(builds.started).toBe(1)
    await builds.finish(0)
    jest.advanceTimersByTime(120 * SECOND)
    expect(builds.started).toBe(1)
    expect(ends).toEqual([{ ok: true, saves: 10 }])
    expect(queue.state).toBe("idle")
  })

  it("builds quietMs after the last save of a short burst", () => {
    const builds = controlledBuilds()
    const queue = new BuildQueue({ quietMs: 10 * SECOND, maxWaitMs: 60 * SECOND, runBuild: builds.runBuild })
    queue.save()
    jest.advanceTimersByTime(3 * SECOND)
    queue.save()
    jest.advanceTimersByTime(9 * SECOND)
    expect(builds.started).toBe(0)
    jest.advanceTimersByTime(SECOND)
    expect(builds.started).toBe(1)
  })

  it("builds a steady stream of saves at most maxWaitMs after the first", () => {
    const builds = controlledBuilds()
    const queue = new BuildQueue({ quietMs: 10 * SECOND, maxWaitMs: 30 * SECOND, runBuild: builds.runBuild })
    for (let save = 0; save < 8; save += 1) {
      queue.save()
      jest.advanceTimersByTime(5 * SECOND)
    }
    expect(builds.started).toBe(1)
  })

  it("builds once more after a build during which saves arrived, never two at once", async () => {
    const ends: BuildOutcome[] = []
    const builds = controlledBuilds()
    const queue = new BuildQueue({
      quietMs: SECOND,
      maxWaitMs: 60 * SECOND,
      runBuild: builds.runBuild,
      onBuildEnd: (end) => ends.push(end),
    })
    queue.save()
    jest.advanceTimersByTime(SECOND)
    expect(builds.started).toBe(1)
    queue.save()
    queue.save()
    queue.save()
    jest.advanceTimersByTime(30 * SECOND)
    expect(builds.started).toBe(1)
    expect(queue.state).toBe("building")
    await builds.finish(0)
    jest.advanceTimersByTime(SECOND)
    expect(builds.started).toBe(2)
    await builds.finish(1)
    jest.advanceTimersByTime(60 * SECOND)
    expect(builds.started).toBe(2)
    expect(builds.mostAtOnce).toBe(1)
    expect(ends.map((end) => end.saves)).toEqual([1, 3])
  })

  it("goes on after a failed build and still builds the last save", async () => {
    const ends: BuildOutcome[] = []
    const builds = controlledBuilds()
    const queue = new BuildQueue({
      quietMs: SECOND,
      maxWaitMs: 60 * SECOND,
      runBuild: builds.runBuild,
      onBuildEnd: (end) => ends.push(end),
    })
    queue.save()
    jest.advanceTimersByTime(SECOND)
    queue.save()
    await builds.finish(0, new Error("content"))
    jest.advanceTimersByTime(SECOND)
    expect(builds.started).toBe(2)
    await builds.finish(1)
    expect(ends.map((end) => end.ok)).toEqual([false, true])
  })

  it("tells when it is idle again", async () => {
    const builds = controlledBuilds()
    const queue = new BuildQueue({ quietMs: SECOND, maxWaitMs: 60 * SECOND, runBuild: builds.runBuild })
    let idle = false
    queue.save()
    void queue.whenIdle().then(() => (idle = true))
    jest.advanceTimersByTime(SECOND)
    await Promise.resolve()
    expect(idle).toBe(false)
    await builds.finish(0)
    await Promise.resolve()
    expect(idle).toBe(true)
  })
})
