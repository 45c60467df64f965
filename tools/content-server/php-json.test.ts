import { drupalJson } from "./php-json"

describe("drupalJson", () => {
  it("writes what Drupal's json_encode writes: unicode, tags, ampersands, quotes and slashes escaped", () => {
    // The title as the Drupal of ../shared/drupal answered it (GET /jsonapi/node/page, 2026-11-27).
    const title = "Café <b> & 'x' \"y\" / ü € 😀 end"
    expect(drupalJson({ title }).toString()).toBe(
      '{"title":"Caf\\u00e9 \\u003Cb\\u003E \\u0026 \\u0027x\\u0027 \\u0022y\\u0022 \\/ \\u00fc \\u20ac \\ud83d\\ude00 end"}',
    )
  })

  it("is ASCII only, and reads back as the same value", () => {
    const value = {
      escapes: ["back\\", 'q\\"', '\\"', "\\/", "\u0001\n\t", "\u007f", "\u2028", ""],
      nested: [{ "clé/<key>": ["ß", "日本語", "👍🏽", 1.5, -0, null, true] }],
      html: '<p class="lead">Grüße &amp; <a href="/de/kontakt">Kontakt</a></p>',
    }
    const bytes = drupalJson(value)
    expect(bytes.every((byte) => byte < 0x80)).toBe(true)
    expect(JSON.parse(bytes.toString())).toEqual(JSON.parse(JSON.stringify(value)))
  })

  it("keeps JSON.stringify's own escapes whole, so an escaped backslash never takes the next character", () => {
    expect(drupalJson(["a\\", "b"]).toString()).toBe('["a\\\\","b"]')
    expect(drupalJson('\\"/').toString()).toBe('"\\\\\\u0022\\/"')
    expect(drupalJson("\u001f\b").toString()).toBe('"\\u001f\\b"')
  })

  it("grows its output past its first guess", () => {
    const wide = "€".repeat(10_000)
    expect(drupalJson(wide).toString()).toBe(`"${"\\u20ac".repeat(10_000)}"`)
  })
})
