import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { listenContentServer } from "./server"
import { CONTENT_DIR } from "./settings"

/** The server listens before its content has loaded; `npm run build` starts Gatsby meanwhile. */
describe("a content server that listens while it loads", () => {
  it("answers a request sent before the content had loaded, once it has", async () => {
    const server = await listenContentServer({ contentDir: CONTENT_DIR, port: 0 })
    // Loading the demo content takes most of a second: a server that loaded before it listened has
    // `loaded` settled before the next turn of the event loop.
    const listenedFirst = await Promise.race([
      server.loaded.then(() => false),
      new Promise<boolean>((resolve) => setImmediate(() => resolve(true))),
    ])
    expect(listenedFirst).toBe(true)
    let loaded = false
    const running = server.loaded.then((result) => {
      loaded = true
      return result
    })
    const response = await fetch(`${server.url}/jsonapi`)
    expect(response.status).toBe(200)
    expect(await response.json()).toHaveProperty("links.self")
    expect(loaded).toBe(true)
    await (await running).close()
  })

  it("closes, and answers a waiting request 500, when the content does not load", async () => {
    const contentDir = await mkdtemp(path.join(tmpdir(), "content-broken-"))
    try {
      await mkdir(path.join(contentDir, "node", "page"), { recursive: true })
      await writeFile(path.join(contentDir, "node", "page", "broken.yaml"), "title: [not closed\n")
      const server = await listenContentServer({ contentDir, port: 0 })
      const errors = jest.spyOn(console, "error").mockImplementation(() => {})
      const waiting = fetch(`${server.url}/jsonapi`)
      await expect(server.loaded.then((running) => running.close())).rejects.toThrow()
      expect((await waiting).status).toBe(500)
      await expect(fetch(`${server.url}/jsonapi`)).rejects.toThrow()
      errors.mockRestore()
    } finally {
      await rm(contentDir, { recursive: true, force: true })
    }
  })
})
