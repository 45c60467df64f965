/**
 * The trailers the offline registration service knows: demo data, answered in the service's own
 * text format. Their documents are demo PDFs under static/demo/registration/ (written by
 * tools/demo-assets/generate-registration-documents.ts).
 */
export interface DemoRegistration {
  trailer: string
  license: string
  vin: string
}

export const DEMO_REGISTRATIONS: readonly DemoRegistration[] = [
  { trailer: "FL-204518", license: "OR-12-KX", vin: "WSM00000003204518" },
  { trailer: "FL-310077", license: "C0487621", vin: "WKESDP27011310077" },
  { trailer: "FL-118342", license: "HH-FL 4211", vin: "WSM00000003118342" },
  { trailer: "FL-275903", license: "OT-94-NP", vin: "XLRTE47MS0G275903" },
]

export const DEMO_DOCUMENTS_PATH = "/demo/registration"

export function demoDocumentPaths(registration: DemoRegistration): { cvi: string; registration: string } {
  return {
    cvi: `${DEMO_DOCUMENTS_PATH}/${registration.trailer}-cvi.pdf`,
    registration: `${DEMO_DOCUMENTS_PATH}/${registration.trailer}-registration.pdf`,
  }
}
