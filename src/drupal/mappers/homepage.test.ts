import { mapHomepageHeader } from "./homepage"

const page = { title: "Trailer rental", descriptionHtml: "<p>Page</p>" }

describe("mapHomepageHeader", () => {
  it("takes title, description and call-to-action from the intro block, and the media from the settings", () => {
    const view = mapHomepageHeader(
      { field_title: "Keeping your fleet on the road", field_description: { processed: "<p>Intro</p>" }, field_cta_title: "Discover" },
      {
        relationships: {
          field_header_cover_image: null,
          field_header_video: { filemime: "video/mp4", localFile: { publicURL: "/static/cover.mp4" } },
        },
      },
      page,
    )
    expect(view).toEqual({
      title: "Keeping your fleet on the road",
      descriptionHtml: "<p>Intro</p>",
      ctaTitle: "Discover",
      cover: null,
      video: { src: "/static/cover.mp4", type: "video/mp4" },
    })
  })

  it("falls back to the page's title and description without an intro block, and to no video", () => {
    expect(mapHomepageHeader(null, { relationships: { field_header_cover_image: null, field_header_video: null } }, page)).toEqual({
      title: "Trailer rental",
      descriptionHtml: "<p>Page</p>",
      ctaTitle: null,
      cover: null,
      video: null,
    })
  })
})
