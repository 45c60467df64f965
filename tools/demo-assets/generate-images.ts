/**
 * Draws the demo content's images (simple illustrations of trailers, trucks, vans, workshops and
 * people) so the repository ships its own pictures. Run once with `npx tsx
 * tools/demo-assets/generate-images.ts`; the output is committed under content/files/.
 */
import { writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"

const OUT = path.resolve(__dirname, "../../content/files")

interface Scene {
  name: string
  width: number
  height: number
  sky: [string, string]
  draw: (width: number, height: number) => string
}

const BRAND = "#0b5c7a"
const ACCENT = "#f2a900"

function wheels(x: number, y: number, count: number, radius: number): string {
  return Array.from({ length: count }, (_, index) => {
    const cx = x + index * radius * 2.4
    return `<circle cx="${cx}" cy="${y}" r="${radius}" fill="#222"/><circle cx="${cx}" cy="${y}" r="${radius * 0.45}" fill="#9aa"/>`
  }).join("")
}

function road(width: number, height: number): string {
  const top = height * 0.78
  return (
    `<rect x="0" y="${top}" width="${width}" height="${height - top}" fill="#3d4248"/>` +
    Array.from(
      { length: 12 },
      (_, index) => `<rect x="${index * (width / 10)}" y="${top + (height - top) / 2}" width="${width / 20}" height="6" fill="#e8e8e8"/>`,
    ).join("")
  )
}

function trailer(x: number, y: number, length: number, height: number, color: string, label = true): string {
  return (
    `<rect x="${x}" y="${y}" width="${length}" height="${height}" rx="6" fill="${color}"/>` +
    `<rect x="${x}" y="${y + height}" width="${length}" height="${height * 0.08}" fill="#555"/>` +
    (label
      ? `<rect x="${x + length * 0.08}" y="${y + height * 0.35}" width="${length * 0.3}" height="${height * 0.18}" fill="${ACCENT}"/>`
      : "") +
    wheels(x + length * 0.72, y + height * 1.16, 3, height * 0.09)
  )
}

function tractor(x: number, y: number, size: number, color: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${size}" height="${size * 0.9}" rx="10" fill="${color}"/>` +
    `<rect x="${x + size * 0.55}" y="${y + size * 0.12}" width="${size * 0.38}" height="${size * 0.3}" fill="#bfe3f2"/>` +
    wheels(x + size * 0.2, y + size * 1.02, 2, size * 0.16)
  )
}

function person(cx: number, cy: number, scale: number, shirt: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${38 * scale}" fill="#e0b793"/>` +
    `<path d="M ${cx - 80 * scale} ${cy + 170 * scale} Q ${cx} ${cy + 20 * scale} ${cx + 80 * scale} ${cy + 170 * scale} Z" fill="${shirt}"/>`
  )
}

const scenes: Scene[] = [
  {
    name: "hero-fleet.jpg",
    width: 1600,
    height: 900,
    sky: ["#8fc7e8", "#e9f5fb"],
    draw: (w, h) =>
      road(w, h) + tractor(170, 470, 190, BRAND) + trailer(380, 380, 820, 300, "#f4f6f8") + tractor(1230, 520, 140, "#6b7b86"),
  },
  {
    name: "cover-depot.jpg",
    width: 1600,
    height: 900,
    sky: ["#f7b267", "#fde8c8"],
    draw: (w, h) =>
      road(w, h) + trailer(80, 430, 560, 240, "#f4f6f8") + trailer(700, 430, 560, 240, BRAND) + trailer(1320, 430, 560, 240, "#d9dee3"),
  },
  {
    name: "curtainsider.jpg",
    width: 1200,
    height: 800,
    sky: ["#a9d6ef", "#f1f8fc"],
    draw: (w, h) =>
      road(w, h) +
      tractor(90, 400, 170, BRAND) +
      trailer(280, 300, 820, 290, "#dfe5ea") +
      `<path d="M 300 310 Q 500 350 700 310 Q 900 350 1090 310" stroke="#9aa7b0" stroke-width="8" fill="none"/>`,
  },
  {
    name: "reefer.jpg",
    width: 1200,
    height: 800,
    sky: ["#b8e1f5", "#ffffff"],
    draw: (w, h) =>
      road(w, h) +
      trailer(200, 300, 880, 300, "#ffffff") +
      `<rect x="140" y="330" width="70" height="170" fill="#7d8a94"/><text x="640" y="470" font-family="Arial" font-size="64" fill="${BRAND}">❄</text>`,
  },
  {
    name: "e-reefer.jpg",
    width: 1200,
    height: 800,
    sky: ["#b9ecc9", "#f3fff7"],
    draw: (w, h) =>
      road(w, h) +
      trailer(200, 300, 880, 300, "#ffffff") +
      `<rect x="140" y="330" width="70" height="170" fill="#2e9d5b"/><path d="M 640 360 L 600 450 L 640 450 L 610 540 L 690 430 L 650 430 L 680 360 Z" fill="#2e9d5b"/>`,
  },
  {
    name: "truck.jpg",
    width: 1200,
    height: 800,
    sky: ["#9ccbe6", "#eef7fc"],
    draw: (w, h) =>
      road(w, h) +
      `<rect x="230" y="300" width="560" height="300" rx="8" fill="#f4f6f8"/>` +
      tractor(790, 380, 240, BRAND) +
      wheels(330, 630, 2, 34),
  },
  {
    name: "van.jpg",
    width: 1200,
    height: 800,
    sky: ["#c9e4f4", "#ffffff"],
    draw: (w, h) =>
      road(w, h) +
      `<path d="M 260 600 L 260 360 Q 270 320 320 320 L 760 320 Q 860 320 920 450 L 960 520 L 960 600 Z" fill="${BRAND}"/><rect x="780" y="350" width="110" height="90" fill="#bfe3f2"/>` +
      wheels(380, 610, 1, 48) +
      wheels(820, 610, 1, 48),
  },
  {
    name: "workshop.jpg",
    width: 1200,
    height: 800,
    sky: ["#d6dde3", "#f5f7f9"],
    draw: (w, h) =>
      `<rect x="0" y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#8a949c"/><rect x="120" y="120" width="960" height="460" fill="#c3ccd3"/><rect x="200" y="200" width="340" height="380" fill="#58636b"/><rect x="660" y="200" width="340" height="380" fill="#58636b"/>` +
      trailer(240, 380, 260, 120, "#f4f6f8", false) +
      person(830, 420, 0.9, ACCENT),
  },
  {
    name: "team.jpg",
    width: 1200,
    height: 800,
    sky: ["#e3eef5", "#ffffff"],
    draw: () => person(300, 360, 1.3, BRAND) + person(600, 320, 1.4, ACCENT) + person(900, 360, 1.3, "#5a6b77"),
  },
  { name: "person-anna.jpg", width: 600, height: 600, sky: ["#dbe9f2", "#f7fbfd"], draw: () => person(300, 250, 1.6, BRAND) },
  { name: "person-lars.jpg", width: 600, height: 600, sky: ["#f2e6d0", "#fffaf2"], draw: () => person(300, 250, 1.6, "#5a6b77") },
  { name: "person-sofia.jpg", width: 600, height: 600, sky: ["#dcefe3", "#f5fff8"], draw: () => person(300, 250, 1.6, ACCENT) },
  {
    name: "map-europe.jpg",
    width: 1200,
    height: 800,
    sky: ["#a8d4ec", "#cfe8f5"],
    draw: () =>
      `<path d="M 380 120 L 520 90 L 640 150 L 760 120 L 900 200 L 860 330 L 950 430 L 860 560 L 700 620 L 560 700 L 430 640 L 330 520 L 360 400 L 280 300 Z" fill="#e9efe6" stroke="#b9c4b5" stroke-width="4"/>` +
      [
        [520, 330],
        [610, 300],
        [700, 380],
        [560, 470],
        [660, 520],
        [480, 420],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${ACCENT}" stroke="#fff" stroke-width="4"/>`)
        .join(""),
  },
  {
    name: "parts.jpg",
    width: 1200,
    height: 800,
    sky: ["#e6e9ec", "#fafbfc"],
    draw: () =>
      wheels(300, 420, 1, 150) +
      `<rect x="560" y="300" width="420" height="60" rx="10" fill="#7d8a94"/><rect x="560" y="420" width="300" height="60" rx="10" fill="${BRAND}"/><circle cx="900" cy="560" r="70" fill="none" stroke="${ACCENT}" stroke-width="26"/>`,
  },
  {
    name: "telematics.jpg",
    width: 1200,
    height: 800,
    sky: ["#1d3a4d", "#2f5e7a"],
    draw: (w, h) =>
      road(w, h) +
      trailer(200, 330, 800, 270, "#f4f6f8") +
      `<circle cx="600" cy="180" r="30" fill="${ACCENT}"/><path d="M 520 150 Q 600 70 680 150" stroke="${ACCENT}" stroke-width="10" fill="none"/><path d="M 480 120 Q 600 10 720 120" stroke="${ACCENT}" stroke-width="10" fill="none"/>`,
  },
]

function svgOf(scene: Scene): string {
  const { width, height, sky } = scene
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>${scene.draw(width, height)}</svg>`
  )
}

function logo(mark: string, wordmark: string, tagline: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48" role="img"><title>${wordmark}</title>` +
    `<rect x="0" y="6" width="36" height="36" rx="8" fill="${BRAND}"/><path d="M 8 30 L 18 14 L 28 30 Z" fill="${mark}"/>` +
    `<text x="46" y="28" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="22" fill="${BRAND}">${wordmark}</text>` +
    `<text x="46" y="42" font-family="Arial, Helvetica, sans-serif" font-size="10" fill="#4a5863">${tagline}</text></svg>`
  )
}

async function main(): Promise<void> {
  for (const scene of scenes) {
    await sharp(Buffer.from(svgOf(scene)))
      .jpeg({ quality: 72, mozjpeg: true })
      .toFile(path.join(OUT, scene.name))
  }
  await writeFile(path.join(OUT, "logo.svg"), logo(ACCENT, "Fleetlane", "Trailer &amp; fleet services"))
  await writeFile(path.join(OUT, "logo-swiss.svg"), logo("#d52b1e", "Fleetlane", "Schweiz · Suisse"))
  console.log(`Wrote ${scenes.length} images and 2 logos to ${OUT}`)
}

void main()
