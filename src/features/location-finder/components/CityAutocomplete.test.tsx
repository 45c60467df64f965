import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { renderInLocale } from "../../../test-utils/render"
import type { CitySuggestion } from "../../../domain/geocoding"
import { CityAutocomplete, type FetchSuggestions } from "./CityAutocomplete"

const answer = (status: number, body: unknown = {}) =>
  ({ status, ok: status >= 200 && status < 300, json: async () => body }) as unknown as Response

const SUGGESTIONS: CitySuggestion[] = [
  { name: "Amsterdam", countryCode: "nl", country: "Netherlands" },
  { name: "Amstelveen", countryCode: "nl", country: "Netherlands" },
]

function Field({ fetchSuggestions, onChosen }: { fetchSuggestions: FetchSuggestions; onChosen?: (suggestion: CitySuggestion) => void }) {
  const [value, setValue] = useState("")
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="city">City</label>
      <CityAutocomplete
        id="city"
        name="city"
        value={value}
        onChange={setValue}
        onSuggestionChosen={onChosen}
        fetchSuggestions={fetchSuggestions}
      />
    </form>
  )
}

function setup(fetchSuggestions: FetchSuggestions, onChosen = jest.fn()) {
  renderInLocale(<Field fetchSuggestions={fetchSuggestions} onChosen={onChosen} />, "en", ["finder"])
  return { user: userEvent.setup(), onChosen }
}

describe("CityAutocomplete", () => {
  it("offers the suggestions of the caller's fetch, from two characters on", async () => {
    const fetchSuggestions = jest.fn(async () => answer(200, { suggestions: SUGGESTIONS }))
    const { user } = setup(fetchSuggestions)
    await user.type(screen.getByRole("combobox", { name: "City" }), "a")
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(fetchSuggestions).not.toHaveBeenCalled()
    await user.type(screen.getByRole("combobox", { name: "City" }), "m")
    const options = await screen.findAllByRole("option")
    expect(options.map((option) => option.textContent)).toEqual(["Amsterdam, Netherlands", "Amstelveen, Netherlands"])
    expect(fetchSuggestions).toHaveBeenCalledTimes(1)
    expect(fetchSuggestions.mock.calls[0]).toEqual(["am", { signal: expect.any(AbortSignal) }])
    expect(screen.getByRole("combobox", { name: "City" })).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByText("2 suggestions. Use the up and down arrow keys to choose one.")).toBeInTheDocument()
  })

  it("is operated with the keyboard: arrows move, Enter takes the suggestion, Escape closes", async () => {
    const { user, onChosen } = setup(async () => answer(200, { suggestions: SUGGESTIONS }))
    const input = screen.getByRole("combobox", { name: "City" })
    await user.type(input, "ams")
    await screen.findAllByRole("option")
    await user.keyboard("{ArrowDown}{ArrowDown}")
    expect(input).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option")[1].id)
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true")
    await user.keyboard("{Enter}")
    expect(input).toHaveValue("Amstelveen")
    expect(onChosen).toHaveBeenCalledWith(SUGGESTIONS[1])
    expect(input).toHaveAttribute("aria-expanded", "false")

    await user.clear(input)
    await user.type(input, "ams")
    await screen.findAllByRole("option")
    await user.keyboard("{Escape}")
    expect(input).toHaveAttribute("aria-expanded", "false")
    expect(input).toHaveValue("ams")
  })

  it("takes a suggestion by click", async () => {
    const { user } = setup(async () => answer(200, { suggestions: SUGGESTIONS }))
    await user.type(screen.getByRole("combobox", { name: "City" }), "ams")
    await user.click((await screen.findAllByRole("option"))[0])
    expect(screen.getByRole("combobox", { name: "City" })).toHaveValue("Amsterdam")
  })

  it.each([
    ["an empty list", 200, { suggestions: [] }],
    ["a 404", 404, {}],
    ["a 400 (the query refused, as a local server once did for 'Den Haag')", 400, { error: "invalid_query" }],
    ["a 429 (too many requests)", 429, { error: "rate_limited" }],
  ])("reads %s as no results and stays an autocomplete that asks again", async (_case, status, body) => {
    const fetchSuggestions = jest.fn(async (text: string) =>
      text.endsWith("x") ? answer(status, body) : answer(200, { suggestions: SUGGESTIONS }),
    )
    const { user } = setup(fetchSuggestions)
    const combobox = screen.getByRole("combobox", { name: "City" })
    await user.type(combobox, "Den Hax")
    await waitFor(() => expect(fetchSuggestions).toHaveBeenCalledWith("Den Hax", expect.anything()))
    expect(screen.queryAllByRole("option")).toHaveLength(0)
    expect(combobox).toHaveAttribute("aria-expanded", "false")
    await user.type(combobox, "{Backspace}")
    expect(await screen.findAllByRole("option")).toHaveLength(SUGGESTIONS.length)
    expect(screen.getByRole("combobox", { name: "City" })).toBe(combobox)
  })

  it.each([
    ["a server error", async () => answer(500)],
    ["a network failure", async () => Promise.reject(new TypeError("Failed to fetch"))],
    ["an unexpected answer", async () => answer(200, { results: [] })],
  ])("falls back to a plain text input after %s, keeping what was typed", async (_case, fetchSuggestions) => {
    const { user } = setup(fetchSuggestions as FetchSuggestions)
    await user.type(screen.getByRole("combobox", { name: "City" }), "Utr")
    await waitFor(() => expect(screen.queryByRole("combobox")).not.toBeInTheDocument())
    const input = screen.getByRole("textbox", { name: "City" })
    expect(input).toHaveValue("Utr")
    await user.type(input, "echt")
    expect(input).toHaveValue("Utrecht")
  })
})
