import { measureProcess } from "./measure-process"

/** A Node process that holds `mb` megabytes of its own memory for a while, and starts `children` more like it. */
function holdingMemory(mb: number, children: number): string[] {
  const child = `const b = Buffer.alloc(${mb} * 1024 * 1024, 1); setTimeout(() => b.length, 4000)`
  const parent = `${child}; const { spawn } = require("node:child_process"); for (let i = 0; i < ${children}; i++) spawn(process.execPath, ["-e", ${JSON.stringify(child)}], { stdio: "ignore" })`
  return ["-e", parent]
}

describe("measureProcess", () => {
  it("measures the whole process tree, and counts the pages its processes share once", async () => {
    const run = await measureProcess(process.execPath, holdingMemory(200, 2), process.env)
    expect(run.exitCode).toBe(0)
    // Three processes holding 200 MB each: the tree's own memory is in both figures.
    expect(run.peakRssMb).toBeGreaterThan(600)
    expect(run.peakPssMb).toBeGreaterThan(600)
    // Node's code, mapped by all three, is counted three times in the summed resident sizes, and once in the proportional one.
    expect(run.peakPssMb).toBeLessThan(run.peakRssMb)
  }, 20_000)
})
