/**
 * JSON as Drupal writes it. Drupal's serializer (serialization's JsonEncoder, which JSON:API's
 * extends) and Symfony's JsonResponse call PHP's json_encode with JSON_HEX_TAG | JSON_HEX_APOS |
 * JSON_HEX_AMP | JSON_HEX_QUOT and neither JSON_UNESCAPED_UNICODE nor JSON_UNESCAPED_SLASHES, so
 * every answer is ASCII: "Café <b>" is "Caf\u00e9 \u003Cb\u003E" and "/" is "\/" (checked against
 * the Drupal in ../shared/drupal: docs/drupal.md, "Drupal's JSON is ASCII").
 *
 * It rewrites JSON.stringify's UTF-8 byte by byte: outside strings that output has none of the
 * characters escaped here, and inside them only `\"` needs its escape read whole.
 */

const BACKSLASH = 0x5c
const QUOTE = 0x22
const HEX_DIGITS = Buffer.from("0123456789abcdef")

/** What PHP writes for each ASCII character it escapes (its JSON_HEX_* escapes are upper case). */
const ASCII_ESCAPES: ReadonlyArray<Buffer | undefined> = (() => {
  const escapes = new Array<Buffer | undefined>(0x80)
  escapes[0x2f] = Buffer.from("\\/")
  escapes[0x3c] = Buffer.from("\\u003C")
  escapes[0x3e] = Buffer.from("\\u003E")
  escapes[0x26] = Buffer.from("\\u0026")
  escapes[0x27] = Buffer.from("\\u0027")
  return escapes
})()
const ESCAPED_QUOTE = Buffer.from("\\u0022")

/** 1 for the bytes copied as they are: ASCII but for the escaped characters and the backslash. */
const KEPT = new Uint8Array(256)
for (let byte = 0; byte < 0x80; byte++) KEPT[byte] = ASCII_ESCAPES[byte] || byte === BACKSLASH ? 0 : 1

/** The most one character can become: a 4-byte UTF-8 character as two `\uxxxx` escapes. */
const MOST_PER_CHARACTER = 12

/** `value` as PHP's json_encode writes it with Drupal's flags (above), as bytes (all ASCII). */
export function drupalJson(value: unknown): Buffer {
  const input = Buffer.from(JSON.stringify(value) ?? "null")
  let output = Buffer.allocUnsafe(input.length + (input.length >> 3) + MOST_PER_CHARACTER)
  let length = 0
  const unit = (code: number) => {
    output[length++] = BACKSLASH
    output[length++] = 0x75
    output[length++] = HEX_DIGITS[(code >> 12) & 15]
    output[length++] = HEX_DIGITS[(code >> 8) & 15]
    output[length++] = HEX_DIGITS[(code >> 4) & 15]
    output[length++] = HEX_DIGITS[code & 15]
  }
  for (let at = 0; at < input.length;) {
    // A run of bytes kept as they are (most of them), copied at once.
    let end = at
    while (end < input.length && KEPT[input[end]] === 1) end++
    if (length + (end - at) + MOST_PER_CHARACTER > output.length) {
      const larger = Buffer.allocUnsafe(Math.max(output.length * 2, length + (end - at) + MOST_PER_CHARACTER))
      output.copy(larger, 0, 0, length)
      output = larger
    }
    length += input.copy(output, length, at, end)
    at = end
    if (at >= input.length) break
    const byte = input[at]
    if (byte === BACKSLASH) {
      // An escape JSON.stringify wrote (\\, \n, \u001f, \"): kept whole, but for the quote.
      if (input[at + 1] === QUOTE) length += ESCAPED_QUOTE.copy(output, length)
      else {
        output[length++] = byte
        output[length++] = input[at + 1]
      }
      at += 2
    } else if (byte < 0x80) {
      length += ASCII_ESCAPES[byte]!.copy(output, length)
      at += 1
    } else {
      // UTF-8 read back into a code point, written as PHP does: \u and lower-case hex.
      let codePoint: number
      if (byte < 0xe0) {
        codePoint = ((byte & 0x1f) << 6) | (input[at + 1] & 0x3f)
        at += 2
      } else if (byte < 0xf0) {
        codePoint = ((byte & 0x0f) << 12) | ((input[at + 1] & 0x3f) << 6) | (input[at + 2] & 0x3f)
        at += 3
      } else {
        codePoint = ((byte & 0x07) << 18) | ((input[at + 1] & 0x3f) << 12) | ((input[at + 2] & 0x3f) << 6) | (input[at + 3] & 0x3f)
        at += 4
      }
      if (codePoint > 0xffff) {
        // Outside the Basic Multilingual Plane: a surrogate pair, as in JSON's \u escapes.
        const offset = codePoint - 0x10000
        unit(0xd800 + (offset >> 10))
        unit(0xdc00 + (offset & 0x3ff))
      } else unit(codePoint)
    }
  }
  return output.subarray(0, length)
}
