/**
 * Reads the .eml files of the mail sink in tests: the headers, the text part and the attachments
 * of a multipart message as nodemailer writes it (quoted-printable or base64 parts).
 */
export interface ParsedMail {
  headers: Record<string, string>
  text: string
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":")
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body: rest.join("\n\n") }
}

function decode(body: string, encoding: string | undefined): Buffer {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64")
  if (encoding === "quoted-printable") {
    const soft = body.replace(/=\r?\n/g, "")
    const bytes: number[] = []
    for (let index = 0; index < soft.length; index++) {
      if (soft[index] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(index + 1, index + 3))) {
        bytes.push(parseInt(soft.slice(index + 1, index + 3), 16))
        index += 2
      } else bytes.push(...Buffer.from(soft[index], "utf8"))
    }
    return Buffer.from(bytes)
  }
  return Buffer.from(body, "utf8")
}

export function parseEml(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw)
  const boundary = /boundary="?([^";]+)"?/.exec(headers["content-type"] ?? "")?.[1]
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [body]
  const mail: ParsedMail = { headers, text: "", attachments: [] }
  for (const part of parts) {
    const { headers: partHeaders, body: partBody } = boundary ? splitHead(part.replace(/^\r?\n/, "")) : { headers, body }
    const content = decode(partBody.replace(/\r?\n$/, ""), partHeaders["content-transfer-encoding"])
    const filename = /filename="?([^";]+)"?/.exec(partHeaders["content-disposition"] ?? "")?.[1]
    if (filename) mail.attachments.push({ filename, contentType: (partHeaders["content-type"] ?? "").split(";")[0], content })
    else if ((partHeaders["content-type"] ?? "text/plain").startsWith("text/plain")) mail.text += content.toString("utf8")
  }
  return mail
}
