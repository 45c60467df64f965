import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { AVIF_EFFORT, useDefaultAvifEffort, type SharpLike } from "./default-effort"

// gatsby-plugin-sharp's own encoder of an image job's files.
const { processFile } = require("gatsby-plugin-sharp/process-file") as {
  processFile(
    file: string,
    transforms: Array<{ outputPath: string; args: Record<string, unknown> }>,
    options: Record<string, unknown>,
  ): Promise<unknown>
}

/** A photo-like test image: noise, so that the encoder's effort shows in its output. */
function noisyJpeg(): Promise<Buffer> {
  const width = 96
  const height = 64
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 7
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1103515245 + 12345) % 2147483648
    pixels[index] = (index % 251) + (seed % 5)
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

const encode = (input: Buffer, options: Record<string, unknown>) => sharp(input).rotate().resize(48, 32).avif(options).toBuffer()

describe("the build's AVIF effort", () => {
  let directory: string
  let input: Buffer
  let atEffort4: Buffer
  let atOurEffort: Buffer

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "avif-effort-"))
    input = await noisyJpeg()
    // Explicit efforts: what the patch must and must not give (an explicit effort is kept by it).
    atEffort4 = await encode(input, { quality: 70, effort: 4 })
    atOurEffort = await encode(input, { quality: 70, effort: AVIF_EFFORT })
    useDefaultAvifEffort(sharp as unknown as SharpLike, AVIF_EFFORT)
  })
  afterAll(() => rm(directory, { recursive: true, force: true }))

  it("is lower than sharp's default, and the encoder's output shows the difference", () => {
    expect(AVIF_EFFORT).toBeLessThan(4)
    expect(atOurEffort.equals(atEffort4)).toBe(false)
  })

  it("becomes the default of avif(), and a caller's own effort still wins", async () => {
    expect((await encode(input, { quality: 70 })).equals(atOurEffort)).toBe(true)
    expect((await encode(input, { quality: 70, effort: 4 })).equals(atEffort4)).toBe(true)
  })

  it("reaches gatsby-plugin-sharp's image jobs, which pass no effort of their own", async () => {
    const file = path.join(directory, "photo.jpg")
    await writeFile(file, input)
    const outputPath = path.join(directory, "photo.avif")
    await processFile(file, [{ outputPath, args: { width: 48, height: 32, toFormat: "avif", quality: 70 } }], { stripMetadata: true })
    expect((await readFile(outputPath)).equals(atOurEffort)).toBe(true)
  })

  it("patches once, however often the plugin is loaded", async () => {
    useDefaultAvifEffort(sharp as unknown as SharpLike, 0)
    expect((await encode(input, { quality: 70 })).equals(atOurEffort)).toBe(true)
  })
})
