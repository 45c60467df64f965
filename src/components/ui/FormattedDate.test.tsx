import { render, screen } from "@testing-library/react"
import { LOCALES } from "../../config/locales"
import { FormattedDate } from "./FormattedDate"

const DATES = ["2025-01-31T09:00:00Z", "2024-06-05T23:30:00Z", "2023-12-01T00:00:00Z"]

describe("FormattedDate", () => {
  it.each(LOCALES.map((locale) => [locale.code, locale.hreflang]))("writes dates in %s as its tag %s has them", (code, hreflang) => {
    for (const date of DATES) {
      const { container, unmount } = render(<FormattedDate date={date} locale={code} />)
      expect(container.textContent).toBe(new Intl.DateTimeFormat(hreflang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(date)))
      unmount()
    }
  })

  it("keeps the machine-readable date, and shows nothing without a valid one", () => {
    render(<FormattedDate date="2025-01-31T09:00:00Z" locale="nl-be" />)
    expect(screen.getByText("31 januari 2025")).toHaveAttribute("datetime", "2025-01-31T09:00:00.000Z")
    expect(render(<FormattedDate date="not a date" locale="de" />).container).toBeEmptyDOMElement()
    expect(render(<FormattedDate date={null} locale="de" />).container).toBeEmptyDOMElement()
  })
})
