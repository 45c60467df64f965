import { derivedPorts } from "./ports"

const FIRST_EPHEMERAL_PORT = 32768

describe("the ports a served site derives from its own", () => {
  it.each([8888, 8890])("stay distinct and below the ephemeral ports for the site on %i", (sitePort) => {
    const ports = Object.values(derivedPorts(sitePort))
    expect(new Set([sitePort, ...ports]).size).toBe(ports.length + 1)
    for (const port of ports) expect(port).toBeLessThan(FIRST_EPHEMERAL_PORT)
  })

  it("do not overlap between npm start (8888) and the browser tests (8890)", () => {
    const start = [8888, ...Object.values(derivedPorts(8888))]
    const tests = [8890, ...Object.values(derivedPorts(8890))]
    expect(start.filter((port) => tests.includes(port))).toEqual([])
  })
})
