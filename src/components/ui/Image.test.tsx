import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Image } from "./Image"

const fullWidth: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.5625,
  images: {
    fallback: { src: "/static/a/1200/hero.jpg", srcSet: "/static/a/480/hero.jpg 480w,\n/static/a/1200/hero.jpg 1200w", sizes: "100vw" },
    sources: [
      { type: "image/avif", srcSet: "/static/a/480/hero.avif 480w", sizes: "100vw" },
      { type: "image/webp", srcSet: "/static/a/480/hero.webp 480w", sizes: "100vw" },
    ],
  },
}

describe("Image", () => {
  it("renders the processed image as a picture with modern formats first, lazily, its ratio reserved", () => {
    const { container } = render(<Image image={{ alt: "A trailer", image: fullWidth, src: null, width: null, height: null }} />)
    expect([...container.querySelectorAll("source")].map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"])
    const img = container.querySelector("img") as HTMLImageElement
    expect(img).toHaveAttribute("alt", "A trailer")
    expect(img).toHaveAttribute("srcset", fullWidth.images.fallback?.srcSet)
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img).not.toHaveAttribute("fetchpriority")
    expect(img.style.aspectRatio).toBe("1 / 0.5625")
  })

  it("loads the above-the-fold image at once with high priority, at its pixel size when constrained", () => {
    const constrained: IGatsbyImageData = { ...fullWidth, layout: "constrained", width: 640, height: 426.7 }
    const { container } = render(<Image image={{ alt: "", image: constrained, src: null, width: null, height: null }} eager />)
    const img = container.querySelector("img") as HTMLImageElement
    expect(img).toHaveAttribute("loading", "eager")
    expect(img).toHaveAttribute("fetchpriority", "high")
    expect(img).toHaveAttribute("width", "640")
    expect(img).toHaveAttribute("height", "427")
  })

  it("shows a plain file (an SVG logo) as it is", () => {
    const { container } = render(<Image image={{ alt: "Fleetlane", image: null, src: "/static/logo.svg", width: 220, height: 48 }} />)
    expect(container.querySelector("img")).toHaveAttribute("src", "/static/logo.svg")
    expect(container.querySelector("picture")).toBeNull()
  })
})
