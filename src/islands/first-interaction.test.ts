/**
 * @jest-environment jsdom
 */
describe("the first interaction", () => {
  beforeEach(() => {
    jest.resetModules()
    delete (window as unknown as Record<string, unknown>).__fleetlaneInteracted
  })

  it("waits for the visitor to do something", async () => {
    const { firstInteraction } = await import("./first-interaction")
    let done = false
    void firstInteraction().then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    window.dispatchEvent(new Event("keydown"))
    await Promise.resolve()
    expect(done).toBe(true)
  })

  it("knows about an interaction before the site's code ran, from the inline head script", async () => {
    const { EARLY_INTERACTION_SCRIPT, firstInteraction } = await import("./first-interaction")
    new Function(EARLY_INTERACTION_SCRIPT)()
    window.dispatchEvent(new Event("focusin"))
    let done = false
    void firstInteraction().then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(true)
  })
})
