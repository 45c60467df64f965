import { act, screen } from "@testing-library/react"
import type { ComponentType } from "react"
import { ENDPOINTS } from "../../domain/forms/form-ids"
import { renderInLocale } from "../../test-utils/render"
import { discardFormStart } from "./submission/form-start"
import type { FormId, FormPageProps } from "../form-pages/form-page-props"
import { countryOptions, FORMS_NAMING_COUNTRIES } from "../../domain/forms/country-list"

/** What a form page hands a form, as the demo content's site settings give it. */
export function pageProps(formId: FormId, locale: string, overrides: Partial<FormPageProps> = {}): FormPageProps {
  return {
    locale,
    formId,
    thankYouTitle: "Thank you title",
    thankYouTextHtml: "<p>Thank you text</p>",
    thankYouPath: `/${locale}/thank-you`,
    privacyPath: `/${locale}/privacy`,
    thankInPlace: false,
    // As the build gives them (src/gatsby-node/create-pages.ts).
    countries: FORMS_NAMING_COUNTRIES.has(formId) ? countryOptions(locale) : null,
    ...overrides,
  }
}

export function renderForm(Form: ComponentType<FormPageProps>, props: FormPageProps) {
  return renderInLocale(<Form {...props} />, props.locale, ["forms", "common"])
}

export interface FetchCall {
  url: string
  init: RequestInit | undefined
  body: Record<string, unknown> | undefined
}

/**
 * A fetch that answers by path, recording every call. Routes are matched by the start of the URL;
 * an answer is a status and a JSON body. The form-start token a form asks for on its first focus
 * is not recorded (tests of what a form sends see its submissions only) and answers 404 unless
 * routed: the form then sends without a token, at once (a token would make it wait the minimum
 * fill time, src/features/forms/submission/form-start.test.ts tests that).
 */
export function mockFetch(
  routes: Record<string, { status: number; body?: unknown } | Array<{ status: number; body?: unknown }>>,
): FetchCall[] {
  const calls: FetchCall[] = []
  discardFormStart()
  const queues = new Map(Object.entries(routes).map(([prefix, answer]) => [prefix, Array.isArray(answer) ? [...answer] : [answer]]))
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (!url.startsWith(ENDPOINTS.formStart))
      calls.push({ url, init, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined })
    const prefix = [...queues.keys()].filter((candidate) => url.startsWith(candidate)).sort((a, b) => b.length - a.length)[0]
    const queue = prefix ? queues.get(prefix)! : []
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, body: {} }
    return fakeResponse(answer.status, answer.body ?? {})
  }) as typeof fetch
  return calls
}

/** jsdom has no Response: what the code reads of one. */
export function fakeResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response
}

/** Lets pending promises (a submit, a lookup) settle. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

export function alertText(): string {
  return screen
    .getAllByRole("alert")
    .map((element) => element.textContent ?? "")
    .join(" ")
    .trim()
}
