import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { Combobox, filterOptions, type ComboboxProps } from "./Combobox"

const options = [
  { value: "BE", label: "België" },
  { value: "DE", label: "Duitsland" },
  { value: "NL", label: "Nederland" },
  { value: "AN", label: "Nieuw-Zeeland" },
]

function Harness({ onSelect }: { onSelect: ComboboxProps["onSelect"] }) {
  const [text, setText] = useState("")
  return (
    <>
      <label htmlFor="country">Land</label>
      <Combobox
        id="country"
        inputValue={text}
        onInputValueChange={setText}
        options={filterOptions(options, text)}
        noResultsText="Geen resultaten"
        statusText={(count) => `${count} suggesties`}
        onSelect={(option) => {
          setText(option.label)
          onSelect(option)
        }}
      />
    </>
  )
}

describe("the combobox", () => {
  it("narrows the list as the visitor types, moves with the arrow keys and chooses with Enter", async () => {
    const user = userEvent.setup({ delay: null })
    const onSelect = jest.fn()
    render(<Harness onSelect={onSelect} />)
    const input = screen.getByRole("combobox", { name: "Land" })
    await user.type(input, "n")
    expect(input).toHaveAttribute("aria-expanded", "true")
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Nederland", "Nieuw-Zeeland", "Duitsland"])
    expect(screen.getByRole("status")).toHaveTextContent("3 suggesties")
    await user.keyboard("{ArrowDown}")
    expect(input).toHaveAttribute("aria-activedescendant", "country-option-0")
    expect(screen.getByRole("option", { name: "Nederland" })).toHaveAttribute("aria-selected", "true")
    await user.keyboard("{ArrowDown}{ArrowUp}{Enter}")
    expect(onSelect).toHaveBeenCalledWith({ value: "NL", label: "Nederland" })
    expect(input).toHaveValue("Nederland")
    expect(input).toHaveAttribute("aria-expanded", "false")
  })

  it("closes with Escape and says when nothing matches", async () => {
    const user = userEvent.setup({ delay: null })
    render(<Harness onSelect={jest.fn()} />)
    const input = screen.getByRole("combobox", { name: "Land" })
    await user.type(input, "xyz")
    expect(screen.getByText("Geen resultaten")).toBeVisible()
    await user.keyboard("{Escape}")
    expect(input).toHaveAttribute("aria-expanded", "false")
  })

  it("takes a click on an option", async () => {
    const user = userEvent.setup({ delay: null })
    const onSelect = jest.fn()
    render(<Harness onSelect={onSelect} />)
    await user.click(screen.getByRole("combobox", { name: "Land" }))
    await user.click(screen.getByRole("option", { name: "België" }))
    expect(onSelect).toHaveBeenCalledWith({ value: "BE", label: "België" })
  })

  it("matches regardless of case and accents", () => {
    expect(filterOptions(options, "BELGIE").map((option) => option.value)).toEqual(["BE"])
  })
})
