import { deliver, deliverDue, type SendOutcome, type Transport } from "./deliver"
import { DELIVERED_RETENTION_DAYS, Outbox } from "./outbox"
import type { OutboxRecord } from "./record"
import { DEFAULT_RETRY_POLICY } from "./retry"
import { MemoryKeyValueStore } from "./store"

const upstream = {
  channel: "hubspot" as const,
  hubspotForm: "contact",
  payload: {
    fields: [],
    context: { pageUri: "https://x.example/", pageName: "" },
    legalConsentOptions: { consent: { consentToProcess: true, text: "", communications: [] } },
  },
}

class Clock {
  constructor(public time = Date.parse("2025-06-01T12:00:00Z")) {}
  now = () => new Date(this.time)
  advance(ms: number) {
    this.time += ms
  }
}

/** An upstream that answers from a script and counts what it was sent. */
class ScriptedTransport implements Transport {
  sent: string[] = []
  constructor(private readonly outcomes: SendOutcome[]) {}
  async send(record: OutboxRecord): Promise<SendOutcome> {
    this.sent.push(record.id)
    return this.outcomes.length > 1 ? this.outcomes.shift()! : this.outcomes[0]
  }
}

const ok: SendOutcome = { ok: true, deliveredTo: "test" }
const down = (retryAfterMs: number | null = null): SendOutcome => ({ ok: false, retryable: true, retryAfterMs, error: "503" })

function setup() {
  const clock = new Clock()
  const store = new MemoryKeyValueStore()
  const outbox = new Outbox(store, clock.now)
  const waits: number[] = []
  const options = { now: clock.now, random: () => 1, sleep: async (ms: number) => void waits.push(ms) }
  return { clock, store, outbox, waits, options }
}

describe("the outbox", () => {
  it("keeps the first record of an id", async () => {
    const { outbox } = setup()
    expect((await outbox.add({ id: "a", formId: "contact", locale: "en", upstream })).created).toBe(true)
    const second = await outbox.add({ id: "a", formId: "newsletter", locale: "nl", upstream })
    expect(second.created).toBe(false)
    expect(second.record.formId).toBe("contact")
    expect(await outbox.list()).toHaveLength(1)
  })

  it("lets one delivery run claim a record at a time", async () => {
    const { outbox } = setup()
    await outbox.add({ id: "a", formId: "contact", locale: "en", upstream })
    const first = await outbox.claim("a", 60_000)
    expect(first?.record.status).toBe("delivering")
    expect(await outbox.claim("a", 60_000)).toBeNull()
  })

  it("lets a run take over a record whose lease ran out (a run that died)", async () => {
    const { outbox, clock } = setup()
    await outbox.add({ id: "a", formId: "contact", locale: "en", upstream })
    await outbox.claim("a", 60_000)
    clock.advance(61_000)
    expect(await outbox.claim("a", 60_000)).not.toBeNull()
  })

  it("refuses to settle a record another run changed in the meantime", async () => {
    const { outbox, clock } = setup()
    await outbox.add({ id: "a", formId: "contact", locale: "en", upstream })
    const stale = (await outbox.claim("a", 1000))!
    clock.advance(2000)
    await outbox.claim("a", 1000)
    await expect(outbox.delivered(stale, 1, "test")).rejects.toThrow("changed while it was being delivered")
  })

  it("removes delivered records after their retention, keeps the rest", async () => {
    const { outbox, clock, options } = setup()
    await outbox.add({ id: "old", formId: "contact", locale: "en", upstream })
    await deliver(outbox, "old", new ScriptedTransport([ok]), options)
    await outbox.add({ id: "waiting", formId: "contact", locale: "en", upstream })
    clock.advance((DELIVERED_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000)
    expect(await outbox.prune()).toBe(1)
    expect((await outbox.list()).map((record) => record.id)).toEqual(["waiting"])
  })
})

describe("delivery", () => {
  it("delivers on the first attempt", async () => {
    const { outbox, options } = setup()
    await outbox.add({ id: "a", formId: "contact", locale: "en", upstream })
    const transport = new ScriptedTransport([ok])
    expect(await deliver(outbox, "a", transport, options)).toMatchObject({ status: "delivered", attempts: 1, deliveredTo: "test" })
  })

  it("backs off between attempts and waits at least as long as Retry-After", async () => {
    const { outbox, waits, options } = setup()
    await outbox.add({ id: "a", formId: "contact", locale: "en", upstream })
    const transport = new ScriptedTransport([down(), down(2500), ok])
    expect(await deliver(outbox, "a", transport, options)).toMatchObject({ status: "delivered", attempts: 3 })
    expect(waits).toEqual([DEFAULT_RETRY_POLICY.baseDelayMs, 2500])
  })

  it("schedules the next run when the inline attempts are used up", async () => {
    const { outbox, clock, options } = setup()
    await outbox.add({ id: "a", formId: "contact", locale: "en", upstream })
    const record = await deliver(outbox, "a", new ScriptedTransport([down()]), options)
    expect(record).toMatchObject({ status: "pending", attempts: DEFAULT_RETRY_POLICY.inlineAttempts, lastError: "503" })
    expect(Date.parse(record!.nextAttemptAt!)).toBeGreaterThan(clock.time)
  })

  it("does not sit out a long Retry-After inside a request, and schedules the next run no earlier", async () => {
    const { outbox, clock, waits, options } = setup()
    await outbox.add({ id: "a", formId: "contact", locale: "en", upstream })
    const record = await deliver(outbox, "a", new ScriptedTransport([down(600_000)]), options)
    expect(waits).toEqual([])
    expect(record).toMatchObject({ status: "pending", attempts: 1 })
    expect(Date.parse(record!.nextAttemptAt!)).toBe(clock.time + 600_000)
  })

  it("treats a timeout or a network error as retryable", async () => {
    const { outbox, options } = setup()
    await outbox.add({ id: "a", formId: "contact", locale: "en", upstream })
    const failing: Transport = {
      send: async () => Promise.reject(Object.assign(new Error("The operation was aborted due to timeout"), { name: "TimeoutError" })),
    }
    const record = await deliver(outbox, "a", failing, { ...options, policy: { ...DEFAULT_RETRY_POLICY, inlineAttempts: 1 } })
    expect(record).toMatchObject({ status: "pending", lastError: `timed out after ${DEFAULT_RETRY_POLICY.attemptTimeoutMs} ms` })
  })

  it("fails a refused request at once and gives up after the maximum of attempts", async () => {
    const { outbox, clock, options } = setup()
    await outbox.add({ id: "refused", formId: "contact", locale: "en", upstream })
    expect(await deliver(outbox, "refused", new ScriptedTransport([{ ok: false, retryable: false, error: "400" }]), options)).toMatchObject(
      { status: "failed", attempts: 1 },
    )

    await outbox.add({ id: "down", formId: "contact", locale: "en", upstream })
    const transport = new ScriptedTransport([down()])
    let record: OutboxRecord | null = null
    for (let run = 0; run < 10 && record?.status !== "failed"; run += 1) {
      record = await deliver(outbox, "down", transport, options)
      clock.advance(DEFAULT_RETRY_POLICY.scheduleMaxMs)
    }
    expect(record).toMatchObject({ status: "failed", attempts: DEFAULT_RETRY_POLICY.maxAttempts })
    expect(transport.sent).toHaveLength(DEFAULT_RETRY_POLICY.maxAttempts)
  })

  it("replays a failed record by hand", async () => {
    const { outbox, options } = setup()
    await outbox.add({ id: "a", formId: "contact", locale: "en", upstream })
    await deliver(outbox, "a", new ScriptedTransport([{ ok: false, retryable: false, error: "400" }]), options)
    expect(await deliver(outbox, "a", new ScriptedTransport([ok]), options)).toBeNull()
    expect(await deliver(outbox, "a", new ScriptedTransport([ok]), { ...options, replay: true })).toMatchObject({
      status: "delivered",
      attempts: 2,
    })
  })

  it("never sends a delivered record again, however often the scheduled run comes", async () => {
    const { outbox, clock, options } = setup()
    await outbox.add({ id: "a", formId: "contact", locale: "en", upstream })
    const transport = new ScriptedTransport([down(), down(), down(), ok])
    await deliver(outbox, "a", transport, options)
    for (let run = 0; run < 3; run += 1) {
      clock.advance(DEFAULT_RETRY_POLICY.scheduleMaxMs)
      await deliverDue(outbox, () => transport, options)
    }
    expect(transport.sent).toHaveLength(4)
    expect(await outbox.get("a")).toMatchObject({ status: "delivered", attempts: 4 })
  })

  it("sends a record once when the request's own run and the scheduled run race", async () => {
    const { outbox, options } = setup()
    await outbox.add({ id: "a", formId: "contact", locale: "en", upstream })
    const transport = new ScriptedTransport([ok])
    await Promise.all([deliver(outbox, "a", transport, options), deliverDue(outbox, () => transport, options)])
    expect(transport.sent).toEqual(["a"])
  })
})
