import { cssAspectRatio } from "./aspect-ratio"

describe("cssAspectRatio", () => {
  it("reads the editor's ratio", () => {
    expect(cssAspectRatio("16:9")).toBe("16 / 9")
    expect(cssAspectRatio("4/3")).toBe("4 / 3")
    expect(cssAspectRatio(" 1:1 ")).toBe("1 / 1")
    expect(cssAspectRatio("1.5")).toBe("1.5 / 1")
  })

  it("ignores what is not a ratio", () => {
    expect(cssAspectRatio(null)).toBeNull()
    expect(cssAspectRatio("")).toBeNull()
    expect(cssAspectRatio("wide")).toBeNull()
    expect(cssAspectRatio("0:9")).toBeNull()
    expect(cssAspectRatio("16:9; color: red")).toBeNull()
  })
})
