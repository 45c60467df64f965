import { chromium } from "playwright-core"
const [,, path, width = "1440", out = "/tmp/shots/shot.png", full = "full"] = process.argv
;(async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] })
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
  const errors: string[] = []
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(m.text()) })
  page.on("pageerror", (e) => errors.push(String(e)))
  await page.goto("http://127.0.0.1:8882" + path, { waitUntil: "networkidle" })
  await page.waitForTimeout(800)
  await page.screenshot({ path: out, fullPage: full === "full" })
  console.log("errors:", errors.slice(0, 10))
  await browser.close()
})()
