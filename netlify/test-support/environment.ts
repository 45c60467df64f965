/** Puts process.env back as it was before each test of the file, removing what a test added. */
export function restoreEnvironmentAfterEach(): void {
  const saved = { ...process.env }
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key]
    Object.assign(process.env, saved)
  })
}
