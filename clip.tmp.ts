import { chromium } from "playwright-core"
const [,, path, width = "1440", out = "/tmp/shots/clip.png", selector = "body"] = process.argv
;(async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] })
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
  await page.goto("http://127.0.0.1:8882" + path, { waitUntil: "networkidle" })
  await page.waitForTimeout(1000)
  await page.locator(selector).first().scrollIntoViewIfNeeded()
  await page.waitForTimeout(800)
  await page.locator(selector).first().screenshot({ path: out })
  await browser.close()
})()
