import { fieldMessageKeys } from "./submit"

describe("the field errors a form shows from the server's answer (audit point 8)", () => {
  it("keeps message keys and replaces anything else, such as yup's English text with the input in it", () => {
    expect(
      fieldMessageKeys({
        email: "EMAIL",
        fileList: "FILE_SIZE",
        phone: 'phone must be a `string` type, but the final value was: `{ "x": "<script>" }`.',
        zip: 42,
      }),
    ).toEqual({ email: "EMAIL", fileList: "FILE_SIZE", phone: "INVALID_VALUE", zip: "INVALID_VALUE" })
  })
})
