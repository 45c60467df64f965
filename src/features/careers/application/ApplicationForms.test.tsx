import { screen, waitFor, within, type RenderOptions } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { APPLICATION_FAILURE_FLAG } from "../../../domain/careers/application-failure"
import { CV_MAX_BYTES } from "../../../domain/careers/cv"
import { defaultPhoneCountry, phoneCodeOptions } from "../../../domain/careers/phone-codes"
import { renderInLocale, serverHtmlInLocale } from "../../../test-utils/render"
import type { FormPageProps } from "../../form-pages/form-page-props"
import { mockFetch, pageProps } from "../../forms/test-support"
import { ApplicationFailureToast } from "./FailureToast"
import MechanicApplicationForm from "./MechanicApplicationForm"
import VacancyApplicationForm from "./VacancyApplicationForm"

jest.setTimeout(30_000)

const FILE_ID = "3f2b8c1e-9a4d-4c1e-8b5a-1d2e3f4a5b6c"
const reload = jest.fn()

function applicationProps(formId: "job_application" | "job_application_vacancy", locale: string): FormPageProps {
  return pageProps(formId, locale, {
    thankYouApplicationPath: `/${locale}/thank-you-application`,
    application: {
      phoneCodes: phoneCodeOptions(locale),
      defaultPhoneCode: defaultPhoneCountry(locale),
      careersPath: `/${locale}/careers/`,
    },
  })
}

function renderApplication(Form: typeof VacancyApplicationForm, props: FormPageProps, options: RenderOptions = {}) {
  return renderInLocale(<Form {...props} />, props.locale, ["careers", "forms", "common"], options)
}

/** The form-start token the page gets when the applicant starts (uploads carry it, issue 19). */
const UPLOAD_TOKEN = "fs1.lmno.visitor.signature"

function uploadRoutes() {
  return {
    "/api/form-start": { status: 200, body: { token: UPLOAD_TOKEN } },
    "/api/cv-uploads": { status: 201, body: { uploadId: FILE_ID, chunkBytes: 3 * 1024 * 1024, chunkCount: 1 } },
    [`/api/cv-uploads/${FILE_ID}/chunks/0`]: { status: 200, body: { received: 10 } },
    [`/api/cv-uploads/${FILE_ID}/complete`]: { status: 200, body: { fileId: FILE_ID, size: 10 } },
  }
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, phone = "601234567") {
  await user.type(screen.getByRole("textbox", { name: /First name/ }), "Anna")
  await user.type(screen.getByRole("textbox", { name: /Last name/ }), "Kowalska")
  await user.type(screen.getByRole("textbox", { name: /E-mail/ }), "anna@example.pl")
  await user.selectOptions(screen.getByRole("combobox", { name: /Country code/ }), "PL")
  await user.type(screen.getByRole("textbox", { name: /Phone number/ }), phone)
  await user.upload(screen.getByLabelText(/CV and other documents/), new File(["%PDF-1.4 cv"], "anna-cv.pdf", { type: "application/pdf" }))
  await screen.findByRole("button", { name: "Remove anna-cv.pdf" })
  await user.selectOptions(screen.getByRole("combobox", { name: /How did you hear/ }), "INDEED")
  await user.click(screen.getByRole("checkbox", { name: /privacy statement/ }))
}

beforeAll(() => {
  Object.defineProperty(window, "location", {
    configurable: true,
    value: { ...window.location, reload, search: "", href: "http://localhost/en/apply/" },
  })
})

beforeEach(() => {
  jest.mocked(navigate).mockClear()
  reload.mockClear()
  window.localStorage.clear()
})

function setSearch(search: string) {
  Object.defineProperty(window, "location", { configurable: true, value: { ...window.location, reload, search } })
}

describe("the vacancy application form", () => {
  it("sends the application with the requisition of the query and goes to the thank-you-application route", async () => {
    setSearch("?jobRequisitionId=JR-10288")
    const calls = mockFetch({ ...uploadRoutes(), "/api/send-application": { status: 200, body: { status: "delivered" } } })
    const user = userEvent.setup({ delay: null })
    renderApplication(VacancyApplicationForm, applicationProps("job_application_vacancy", "en"))
    expect(await screen.findByText("Vacancy reference: JR-10288")).toBeInTheDocument()
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send application" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/en/thank-you-application/"))
    const sent = calls.find((call) => call.url === "/api/send-application")!
    expect(sent.body).toMatchObject({
      formId: "job_application_vacancy",
      locale: "en",
      values: {
        jobRequisitionId: "JR-10288",
        first_name: "Anna",
        phoneCode: "PL",
        phone: "601234567",
        reference: "INDEED",
        privacy: true,
        fileList: [{ fileId: FILE_ID, name: "anna-cv.pdf", size: 11 }],
      },
    })
    expect(calls.find((call) => call.url.endsWith("/chunks/0"))?.init?.method).toBe("PUT")
    // Every upload request names the application in progress by the page's token.
    const uploads = calls.filter((call) => call.url.startsWith("/api/cv-uploads"))
    expect(uploads).toHaveLength(3)
    expect(uploads.map((call) => (call.init?.headers as Record<string, string>)["Upload-Token"])).toEqual([
      UPLOAD_TOKEN,
      UPLOAD_TOKEN,
      UPLOAD_TOKEN,
    ])
  })

  it("asks for a new token once when the server finds the page's token too old for uploads", async () => {
    setSearch("?jobRequisitionId=JR-10288")
    const calls = mockFetch({
      ...uploadRoutes(),
      "/api/cv-uploads": [
        { status: 403, body: { error: "upload_token_expired", message: "FILE_NOT_UPLOADED" } },
        { status: 201, body: { uploadId: FILE_ID, chunkBytes: 3 * 1024 * 1024, chunkCount: 1 } },
      ],
    })
    const user = userEvent.setup({ delay: null })
    renderApplication(VacancyApplicationForm, applicationProps("job_application_vacancy", "en"))
    await screen.findByText("Vacancy reference: JR-10288")
    await user.upload(screen.getByLabelText(/CV and other documents/), new File(["%PDF-1.4 cv"], "cv.pdf", { type: "application/pdf" }))
    expect(await screen.findByRole("button", { name: "Remove cv.pdf" })).toBeInTheDocument()
    expect(calls.filter((call) => call.url === "/api/cv-uploads")).toHaveLength(2)
  })

  it("falls back to the mail, flags the failure and reloads when the recruiting system did not take it", async () => {
    setSearch("?jobRequisitionId=JR-10288")
    const calls = mockFetch({
      ...uploadRoutes(),
      "/api/send-application": { status: 202, body: { status: "queued", id: "application-key-123456" } },
      "/api/send-mail": { status: 200, body: { status: "sent" } },
    })
    const user = userEvent.setup({ delay: null })
    renderApplication(VacancyApplicationForm, applicationProps("job_application_vacancy", "en"))
    await screen.findByText("Vacancy reference: JR-10288")
    await fillIn(user)
    await user.click(screen.getByRole("button", { name: "Send application" }))
    await waitFor(() => expect(reload).toHaveBeenCalled())
    expect(calls.find((call) => call.url === "/api/send-mail")?.body).toEqual({ applicationId: "application-key-123456" })
    expect(window.localStorage.getItem(APPLICATION_FAILURE_FLAG)).not.toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it("refuses a file over 5 MB at once, in the page's language, without sending it", async () => {
    setSearch("?jobRequisitionId=JR-10288")
    const calls = mockFetch({})
    const user = userEvent.setup({ delay: null })
    renderApplication(VacancyApplicationForm, applicationProps("job_application_vacancy", "de"))
    await screen.findByText("Stellennummer: JR-10288")
    const big = new File(["x"], "lebenslauf.pdf", { type: "application/pdf" })
    Object.defineProperty(big, "size", { value: CV_MAX_BYTES + 1 })
    await user.upload(screen.getByLabelText(/Lebenslauf und weitere Unterlagen/), big)
    expect(await screen.findByText("Diese Datei ist größer als 5 MB. Bitte wählen Sie eine kleinere Datei.")).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it("requires a CV and digits only for the phone", async () => {
    setSearch("?jobRequisitionId=JR-10288")
    mockFetch({})
    const user = userEvent.setup({ delay: null })
    renderApplication(VacancyApplicationForm, applicationProps("job_application_vacancy", "en"))
    await screen.findByText("Vacancy reference: JR-10288")
    await user.type(screen.getByRole("textbox", { name: /Phone number/ }), "+48 601")
    await user.click(screen.getByRole("button", { name: "Send application" }))
    expect(await screen.findByText("Please add your CV.")).toBeInTheDocument()
    expect(screen.getByRole("textbox", { name: /Phone number/ })).toHaveAccessibleDescription(expect.stringContaining("Enter digits only"))
  })

  it("starts at the page country's dial code and sends a phone typed with spaces and dashes compact (issue 19, point 17)", async () => {
    setSearch("?jobRequisitionId=JR-10288")
    const calls = mockFetch({ ...uploadRoutes(), "/api/send-application": { status: 200, body: { status: "delivered" } } })
    const user = userEvent.setup({ delay: null })
    renderApplication(VacancyApplicationForm, applicationProps("job_application_vacancy", "en-gb"))
    await screen.findByText("Vacancy reference: JR-10288")
    expect(screen.getByRole("combobox", { name: /Country code/ })).toHaveValue("GB")
    await fillIn(user, "(0)7700 900-123")
    await user.click(screen.getByRole("button", { name: "Send application" }))
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(calls.find((call) => call.url === "/api/send-application")?.body).toMatchObject({
      values: { phoneCode: "PL", phone: "07700900123" },
    })
  })

  it("sends an applicant without a vacancy to the careers page", async () => {
    setSearch("")
    renderApplication(VacancyApplicationForm, applicationProps("job_application_vacancy", "en"))
    expect(await screen.findByRole("link", { name: "Go to the vacancies" })).toHaveAttribute("href", "/en/careers/")
    expect(screen.queryByRole("form")).not.toBeInTheDocument()
  })
})

describe("a file chosen before the form's code arrived", () => {
  it("is uploaded once the form takes over the server-rendered HTML", async () => {
    setSearch("?jobRequisitionId=JR-10288")
    const calls = mockFetch(uploadRoutes())
    const props = applicationProps("job_application_vacancy", "nl")
    // The page as the build rendered it, with a file chosen in it before the code loaded.
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = serverHtmlInLocale(<VacancyApplicationForm {...props} />, props.locale, ["careers", "forms", "common"])
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!
    const cv = new File(["%PDF-1.4 cv"], "cv-jan.pdf", { type: "application/pdf" })
    Object.defineProperty(input, "files", { configurable: true, value: [cv] })

    renderApplication(VacancyApplicationForm, props, { container, hydrate: true })
    expect(await screen.findByRole("button", { name: "cv-jan.pdf verwijderen" })).toBeInTheDocument()
    expect(calls.find((call) => call.url === "/api/cv-uploads")?.body).toEqual({ name: "cv-jan.pdf", size: cv.size })
  })
})

describe("the mechanic or trainee form", () => {
  it("offers the trainee requisition where the job country has one", async () => {
    mockFetch({
      "/data/maintenance-locations.json": { status: 200, body: { locations: [{ country_code: "de", value: "Hamburg" }], otherEmails: {} } },
    })
    renderApplication(MechanicApplicationForm, applicationProps("job_application", "de"))
    const position = screen.getByRole("group", { name: "Ich bewerbe mich als" })
    expect(within(position).getByRole("radio", { name: "Mechatroniker" })).toBeChecked()
    expect(within(position).getByRole("radio", { name: "Auszubildender" })).toBeEnabled()
    expect(await screen.findByRole("option", { name: "Hamburg" })).toBeInTheDocument()
  })

  it("disables the switch where only a mechanic requisition exists", () => {
    mockFetch({})
    renderApplication(MechanicApplicationForm, applicationProps("job_application", "de-at"))
    const position = screen.getByRole("group", { name: "Ich bewerbe mich als" })
    expect(within(position).getByRole("radio", { name: "Kfz-Techniker" })).toBeChecked()
    expect(within(position).getByRole("radio", { name: "Lehrling" })).toBeDisabled()
    expect(position).toHaveAccessibleDescription("In diesem Land suchen wir derzeit nur Kfz-Techniker.")
  })
})

describe("the failure toast", () => {
  it("shows once after the reload, until closed", async () => {
    window.localStorage.setItem(APPLICATION_FAILURE_FLAG, new Date().toISOString())
    const user = userEvent.setup({ delay: null })
    renderInLocale(<ApplicationFailureToast />, "nl", ["careers"])
    expect(await screen.findByRole("alert")).toHaveTextContent("Je sollicitatie kon niet meteen")
    expect(window.localStorage.getItem(APPLICATION_FAILURE_FLAG)).toBeNull()
    await user.click(screen.getByRole("button", { name: "Melding sluiten" }))
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })
})
