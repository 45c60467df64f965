/**
 * The answer of the registration-search service (spec: forms section 7): one text record, its
 * values separated by commas: trailer, license, vin, CVI link, registration link. No record, or
 * anything else, means the trailer was not found.
 */
export interface RegistrationRecord {
  trailer: string
  license: string
  vin: string
  /** The CVI (inspection) certificate document. */
  cviUrl: string
  /** The registration document. */
  registrationUrl: string
}

const FIELD_COUNT = 5
/** A sane bound for one record; a longer answer is not a record. */
export const MAX_RECORD_LENGTH = 4096

/** Only web links: a record must never make the page link to javascript: or data: URLs. */
function webUrl(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null
  } catch {
    return null
  }
}

/**
 * The record of an answer, or null when the answer holds none: empty, too long, the wrong number
 * of values, no trailer, license or vin, or a document link that is not a web address. Surrounding
 * whitespace, quotes and a trailing line break are tolerated.
 */
export function parseRegistrationRecord(answer: unknown): RegistrationRecord | null {
  if (typeof answer !== "string" || answer.length > MAX_RECORD_LENGTH) return null
  const line = answer.trim()
  if (line === "" || /[\r\n]/.test(line)) return null
  const values = line.split(",").map((value) =>
    value
      .trim()
      .replace(/^"(.*)"$/, "$1")
      .trim(),
  )
  if (values.length !== FIELD_COUNT) return null
  const [trailer, license, vin, cvi, registration] = values
  if (!trailer && !license && !vin) return null
  const cviUrl = webUrl(cvi)
  const registrationUrl = webUrl(registration)
  if (!cviUrl || !registrationUrl) return null
  return { trailer, license, vin, cviUrl, registrationUrl }
}

/** The record as the service writes it. */
export function formatRegistrationRecord(record: RegistrationRecord): string {
  return [record.trailer, record.license, record.vin, record.cviUrl, record.registrationUrl].join(",")
}
