import { startBuildHookReceiver, type RunningReceiver } from "./receiver"

let receiver: RunningReceiver | undefined

afterEach(() => receiver?.close())

describe("the build hook receiver", () => {
  it("answers a POST like Netlify's build hook, builds once for a burst and reports failures", async () => {
    let builds = 0
    receiver = await startBuildHookReceiver({
      port: 0,
      quietMs: 50,
      maxWaitMs: 1000,
      log: () => undefined,
      runBuild: async () => {
        builds += 1
        throw new Error("node--page 1234 in nl-be: the required field title (Title) is empty")
      },
    })
    const responses = await Promise.all([1, 2, 3].map(() => fetch(receiver!.url, { method: "POST" })))
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200])
    await receiver.whenIdle()
    expect(builds).toBe(1)
    const status = await fetch(new URL("/status", receiver.url)).then((response) => response.json())
    expect(status).toMatchObject({ state: "idle", builds: [{ ok: false, saves: 3 }] })
    expect(status.builds[0].failure).toContain("node--page 1234 in nl-be")
  })

  it("builds with the variables Netlify sets in a build its hook started", async () => {
    const environments: NodeJS.ProcessEnv[] = []
    receiver = await startBuildHookReceiver({
      port: 0,
      quietMs: 10,
      log: () => undefined,
      runBuild: async (hookEnv) => {
        environments.push(hookEnv)
      },
    })
    await fetch(receiver.url, { method: "POST" })
    await receiver.whenIdle()
    expect(environments).toEqual([
      expect.objectContaining({ INCOMING_HOOK_URL: receiver.url, INCOMING_HOOK_TITLE: expect.any(String), INCOMING_HOOK_BODY: "" }),
    ])
  })

  it("refuses other methods", async () => {
    receiver = await startBuildHookReceiver({ port: 0, log: () => undefined, runBuild: async () => undefined })
    const response = await fetch(receiver.url)
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("POST")
    expect(receiver.status().state).toBe("idle")
  })
})
