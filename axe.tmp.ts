import { axeViolations, launchBrowser } from "./e2e/support/browser"
const pages = process.argv.slice(2)
;(async () => {
  const browser = await launchBrowser()
  for (const width of [1440, 1000, 600]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    const errors: string[] = []
    page.on("pageerror", (e) => errors.push(String(e)))
    page.on("console", (m) => { if (m.type() === "error") errors.push(m.text() + " " + JSON.stringify(m.location())) })
    for (const path of pages) {
      await page.goto("http://127.0.0.1:8882" + path, { waitUntil: "networkidle" })
      await page.waitForTimeout(500)
      const v = await axeViolations(page)
      if (v.length) console.log(width, path, v)
    }
    console.log(width, "errors", errors.filter((e) => !e.includes("404")).slice(0, 5), errors.filter((e) => e.includes("404")).length)
    await page.close()
  }
  await browser.close()
})()
