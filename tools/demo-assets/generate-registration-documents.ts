/**
 * Writes the demo registration documents (a registration certificate and a CVI inspection
 * certificate per demo trailer) as small PDFs, for the offline registration service. Run once with
 * `npx tsx tools/demo-assets/generate-registration-documents.ts`; the output is committed under
 * static/demo/registration/.
 */
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { DEMO_REGISTRATIONS, demoDocumentPaths, type DemoRegistration } from "../../netlify/lib/registration/demo-records"

const STATIC = path.resolve(__dirname, "../../static")

/** PDF text strings escape backslashes and parentheses. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`)

/** A one-page PDF 1.4 with lines of Helvetica text. */
function pdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    "BT",
    "/F1 20 Tf 72 760 Td",
    `(${pdfText(title)}) Tj`,
    "/F1 12 Tf",
    ...lines.flatMap((line) => ["0 -22 Td", `(${pdfText(line)}) Tj`]),
    "ET",
  ].join("\n")
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ]
  let body = "%PDF-1.4\n"
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, "latin1")
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, "latin1")
}

function details(registration: DemoRegistration): string[] {
  return [`Trailer number: ${registration.trailer}`, `Licence plate: ${registration.license}`, `VIN: ${registration.vin}`]
}

async function main(): Promise<void> {
  for (const registration of DEMO_REGISTRATIONS) {
    const paths = demoDocumentPaths(registration)
    const documents: Array<[string, Buffer]> = [
      [
        paths.registration,
        pdf("Registration certificate", [...details(registration), "", "Fleetlane demo document - not valid for road use."]),
      ],
      [
        paths.cvi,
        pdf("CVI inspection certificate", [
          ...details(registration),
          "Result: passed",
          "",
          "Fleetlane demo document - not valid for road use.",
        ]),
      ],
    ]
    for (const [publicPath, content] of documents) {
      const file = path.join(STATIC, publicPath)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, content)
    }
  }
  console.log(`Wrote ${DEMO_REGISTRATIONS.length * 2} documents to static/demo/registration/`)
}

void main()
