import { FIXED_IDS } from "../../src/config/fixed-ids"
import { demoContent, pagesOfType, translationPage } from "../../e2e/support/content"

export interface BenchPage {
  name: string
  path: string | null
}

/** The pages Lighthouse and the browser measurements visit, found in the demo content. */
export async function benchPages(): Promise<BenchPage[]> {
  const content = await demoContent()
  const home = content.get("node--route", FIXED_IDS.homepage)
  const locations = content.get("node--route", FIXED_IDS.locationsPage)
  // A carousel block, else a page header slider (react-slick either way), on a page other than home.
  const carousel = content.entities.find(
    (entity) => entity.type === "paragraph--carousel" && entity.parent?.type.startsWith("node--") && entity.parent.uuid !== FIXED_IDS.homepage,
  )
  const slider = [...content.ofType("node--page"), ...content.ofType("node--route")].find(
    (node) => node.uuid !== FIXED_IDS.homepage && Array.isArray(node.values.field_slides) && node.values.field_slides.length > 1,
  )
  const carouselPage = carousel?.parent ? content.get(carousel.parent.type, carousel.parent.uuid) : slider
  const careers = [...content.ofType("node--route")].find((node) => node.values.field_listing === "careers")
  return [
    { name: "home", path: home ? (translationPage(home, "en")?.path ?? null) : null },
    { name: "content page with carousel", path: carouselPage ? (translationPage(carouselPage, carouselPage.languages.includes("en") ? "en" : carouselPage.languages[0])?.path ?? null) : null },
    { name: "locations", path: locations ? (translationPage(locations, "en")?.path ?? null) : null },
    { name: "form page", path: pagesOfType(content, "form", 1)[0]?.path ?? null },
    { name: "careers", path: careers ? (translationPage(careers, careers.languages.includes("en") ? "en" : careers.languages[0])?.path ?? null) : null },
  ]
}
