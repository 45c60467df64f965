import { render } from "@testing-library/react"
import { captureFormValues, startingValues } from "./captured-values"

describe("values typed before a form's code arrived", () => {
  it("become the form's starting values, text in a searchable choice its starting text; a form already taken over gives none", () => {
    render(
      <form data-form-id="contact">
        <input name="company" defaultValue="Jansen B.V." />
        <input name="zip" defaultValue="" />
        <input type="radio" name="salutation" value="Mr." />
        <input type="radio" name="salutation" value="Ms." defaultChecked />
        <input type="checkbox" name="privacy" defaultChecked />
        <input type="checkbox" name="interest" value="A" defaultChecked />
        <input type="checkbox" name="interest" value="B" />
        <input role="combobox" aria-controls="list" aria-expanded="false" name="country_full" defaultValue="Nederland" />
        <textarea name="description" defaultValue="Bel mij" />
        <div aria-hidden="true">
          <input name="fax_number" defaultValue="bot" />
        </div>
      </form>,
    )
    const initial = { company: "", zip: "", salutation: null, privacy: false, interest: [], country_full: null, description: "", phone: "" }
    expect(startingValues("contact", initial)).toEqual({
      values: { ...initial, company: "Jansen B.V.", salutation: "Ms.", privacy: true, interest: ["A"], description: "Bel mij" },
      choiceText: { country_full: "Nederland" },
    })
    document.querySelector("form")?.setAttribute("data-ready", "true")
    expect(startingValues("contact", initial)).toEqual({ values: initial, choiceText: {} })
  })

  it("is nothing when the form was not on the page", () => {
    expect(captureFormValues("maintenance")).toEqual({ values: {}, comboboxText: {} })
    expect(startingValues("maintenance", { company: "" })).toEqual({ values: { company: "" }, choiceText: {} })
  })
})
