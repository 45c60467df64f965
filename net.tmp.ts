import { launchBrowser } from "./e2e/support/browser"
;(async () => {
  const browser = await launchBrowser()
  const page = await browser.newPage({ viewport: { width: Number(process.argv[3] ?? 1440), height: 900 } })
  const requests: string[] = []
  page.on("response", (r) => requests.push(`${r.status()} ${r.url()}`))
  await page.goto("http://127.0.0.1:8882" + process.argv[2], { waitUntil: "networkidle" })
  await page.waitForTimeout(500)
  console.log(requests.filter((r) => r.includes(".js") || r.startsWith("404")).join("\n"))
  await browser.close()
})()
