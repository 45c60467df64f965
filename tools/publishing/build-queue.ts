export interface BuildQueueOptions {
  /** Waits this long after a save for the next one before building: a burst of saves is one build. */
  quietMs: number
  /** ...but never longer than this after the first save waiting, so a steady stream still builds. */
  maxWaitMs: number
  /** Runs one build; a rejection is a failed build, and the queue goes on. */
  runBuild: () => Promise<void>
  onBuildEnd?: (outcome: BuildOutcome) => void
}

export interface BuildOutcome {
  ok: boolean
  error?: unknown
  /** The saves this build includes. */
  saves: number
}

export type BuildQueueState = "idle" | "waiting" | "building"

/**
 * When to build after build-hook calls: saves are debounced (quietMs after the last one, at most
 * maxWaitMs after the first), builds never overlap, and a save that arrives during a build gets
 * exactly one more build after it, so the last save is always built.
 */
export class BuildQueue {
  private firstWaitingAt: number | null = null
  private lastSaveAt = 0
  private waitingSaves = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private building = false
  private idleWaiters: Array<() => void> = []

  constructor(private readonly options: BuildQueueOptions) {}

  get state(): BuildQueueState {
    if (this.building) return "building"
    return this.waitingSaves > 0 ? "waiting" : "idle"
  }

  /** A build-hook call: a save to build. */
  save(): void {
    const now = Date.now()
    this.firstWaitingAt ??= now
    this.lastSaveAt = now
    this.waitingSaves += 1
    if (!this.building) this.schedule()
  }

  /** Resolves when no build runs and none waits. */
  whenIdle(): Promise<void> {
    if (this.state === "idle") return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer)
    const dueAt = Math.min(this.lastSaveAt + this.options.quietMs, (this.firstWaitingAt ?? this.lastSaveAt) + this.options.maxWaitMs)
    this.timer = setTimeout(() => void this.build(), Math.max(0, dueAt - Date.now()))
  }

  private async build(): Promise<void> {
    this.timer = null
    const saves = this.waitingSaves
    this.waitingSaves = 0
    this.firstWaitingAt = null
    this.building = true
    let outcome: BuildOutcome
    try {
      await this.options.runBuild()
      outcome = { ok: true, saves }
    } catch (error) {
      outcome = { ok: false, error, saves }
    }
    this.building = false
    this.options.onBuildEnd?.(outcome)
    if (this.waitingSaves > 0) this.schedule()
    else this.idleWaiters.splice(0).forEach((resolve) => resolve())
  }
}
