import { isBlank, isValidEmail, isValidKvkNumber, isValidPhone } from "./rules"

describe("form rules", () => {
  it.each(["a@b.co", "jan.de.vries@transport.nl", " padded@example.com ", "x+tag@sub.example.co.uk"])("accepts the e-mail %p", (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each(["", "plain", "a@b", "a@b.c", "a b@c.de", "@example.com", "a@.com", "a@b.co m"])("rejects the e-mail %p", (email) => {
    expect(isValidEmail(email)).toBe(false)
  })

  it("accepts 1 to 13 characters of plus and digits as a phone", () => {
    expect(["1", "+31612345678", "0031612345678", "+++"].map(isValidPhone)).toEqual([true, true, true, true])
    expect(["", "+3161234567890", "06 1234 5678", "06-12345678", "(020)1234"].map(isValidPhone)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it("wants exactly eight digits in a KVK number", () => {
    expect(["12345678", "1234567", "123456789", "1234567a", " 12345678"].map(isValidKvkNumber)).toEqual([true, false, false, false, false])
  })

  it("calls whitespace blank", () => {
    expect(["", "  \t", "x"].map(isBlank)).toEqual([true, true, false])
  })
})
