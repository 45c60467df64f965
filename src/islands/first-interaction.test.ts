/**
 * @jest-environment jsdom
 */
describe("the first interaction", () => {
  beforeEach(() => {
    jest.resetModules()
    delete (window as unknown as Record<string, unknown>).__fleetlaneInteracted
  })

  /** A pointermove as Chromium sends it (jsdom has no PointerEvent): moved by so much. */
  const pointerMove = (movementX: number, movementY: number) => Object.assign(new Event("pointermove"), { movementX, movementY })

  async function settled(promise: Promise<void>): Promise<boolean> {
    let done = false
    void promise.then(() => (done = true))
    await Promise.resolve()
    return done
  }

  it("waits for the visitor to do something", async () => {
    const { firstInteraction } = await import("./first-interaction")
    const interaction = firstInteraction()
    expect(await settled(interaction)).toBe(false)
    window.dispatchEvent(new Event("keydown"))
    expect(await settled(interaction)).toBe(true)
  })

  it("takes a pointer that moved somewhere for the visitor, and not the browser's own move that went nowhere", async () => {
    const { firstInteraction } = await import("./first-interaction")
    const interaction = firstInteraction()
    window.dispatchEvent(pointerMove(0, 0))
    expect(await settled(interaction)).toBe(false)
    window.dispatchEvent(pointerMove(0, 3))
    expect(await settled(interaction)).toBe(true)
  })

  it("knows about an interaction before the site's code ran, from the inline head script", async () => {
    const { EARLY_INTERACTION_SCRIPT, firstInteraction } = await import("./first-interaction")
    new Function(EARLY_INTERACTION_SCRIPT)()
    window.dispatchEvent(new Event("focusin"))
    expect(await settled(firstInteraction())).toBe(true)
  })

  it("and its head script, like the site's code, lets the browser's own pointer move go by", async () => {
    const { EARLY_INTERACTION_SCRIPT, firstInteraction } = await import("./first-interaction")
    new Function(EARLY_INTERACTION_SCRIPT)()
    window.dispatchEvent(pointerMove(0, 0))
    const interaction = firstInteraction()
    expect(await settled(interaction)).toBe(false)
    window.dispatchEvent(pointerMove(-2, 0))
    expect(await settled(interaction)).toBe(true)
  })
})
