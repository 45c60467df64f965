import { blockBase, link, strings } from "../../test-utils/block-fixtures"
import { mapBlockBase, sectionBase } from "./component"

describe("mapBlockBase", () => {
  it("maps every Component field", () => {
    const view = mapBlockBase(
      blockBase({
        id: "p1",
        field_title: " Everything your fleet needs ",
        field_title_accent: "your fleet",
        field_layout: 2,
        field_layout_limited: true,
        field_layout_type: 3,
        field_aspect_ratio: "4:3",
        field_badge: "New",
        field_limit: 3,
        field_pagination: true,
        field_action: link("/en/equipment/", "View all equipment"),
        field_fake_button: true,
        field_hover_buttons: true,
        field_hover_titles: true,
        field_border: true,
        field_is_expand_items: true,
        field_strings: strings({ load_more: " Show more services ", empty: " " }),
        field_contact_link: link("https://www.example.org/contact", "Contact us", true),
      }) as never,
    )
    expect(view).toEqual({
      id: "p1",
      title: "Everything your fleet needs",
      titleAccent: "your fleet",
      layout: 2,
      limited: true,
      layoutType: 3,
      aspectRatio: "4 / 3",
      badge: "New",
      limit: 3,
      pagination: true,
      action: { url: "/en/equipment/", label: "View all equipment", external: false },
      fakeButton: true,
      hoverButtons: true,
      hoverTitles: true,
      border: true,
      expandItems: true,
      strings: { load_more: "Show more services" },
      contactLink: { url: "https://www.example.org/contact", label: "Contact us", external: true },
    })
  })

  it("reads empty fields as the defaults: no limit (all), no options", () => {
    const view = mapBlockBase(blockBase({ id: "p2", field_limit: -1, field_layout_type: 0, field_action: link("/en/", "  ") }) as never)
    expect(view).toMatchObject({ limit: 0, layoutType: null, action: null, title: null, strings: {}, pagination: false, aspectRatio: null })
  })

  it("frames a template's own section with a title and defaults", () => {
    expect(sectionBase("related-1", "Related articles")).toMatchObject({
      id: "related-1",
      title: "Related articles",
      limit: 0,
      border: false,
    })
  })
})
