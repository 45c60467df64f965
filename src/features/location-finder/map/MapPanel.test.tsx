import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useJsApiLoader } from "@react-google-maps/api"
import { renderInLocale } from "../../../test-utils/render"
import { ConsentBanner } from "../../consent/ConsentBanner"
import { CookieSettingsButton } from "../../consent/CookieSettingsButton"
import { listenForConsentSettingsControls, readConsent } from "../../consent/consent-store"
import { MapPanel } from "./MapPanel"

const mockMap = { setCenter: jest.fn(), setZoom: jest.fn(), getZoom: jest.fn(() => 21), fitBounds: jest.fn() }

jest.mock("@react-google-maps/api", () => ({
  useJsApiLoader: jest.fn(() => ({ isLoaded: true, loadError: undefined })),
  GoogleMap: function GoogleMap({ children, onLoad }: { children: React.ReactNode; onLoad: (map: unknown) => void }) {
    jest.requireActual("react").useEffect(() => onLoad(mockMap), [onLoad])
    return <div data-testid="google-map">{children}</div>
  },
  MarkerF: ({ title }: { title: string }) => <span>{title}</span>,
  InfoWindowF: () => null,
}))

const loader = useJsApiLoader as jest.Mock
const UTRECHT = {
  id: "utrecht",
  title: "Fleetlane Utrecht",
  position: { lat: 52.11083, lng: 5.09222 },
  path: "/en/locations/utrecht/",
  address: "",
}
const AMSTERDAM = { ...UTRECHT, id: "amsterdam", title: "Fleetlane Amsterdam", position: { lat: 52.38903, lng: 4.86069 } }

const consent = require("../../../i18n/nl/consent.json") as Record<string, string>
const ALLOW = "Externe media toestaan en kaart tonen"
const PROMPT = /De kaart wordt geleverd door Google Maps/

function panel(props: Partial<Parameters<typeof MapPanel>[0]> = {}) {
  return (
    <MapPanel
      locale="nl"
      showMapLabel="Kaart tonen"
      apiKey="browser-key"
      markers={[UTRECHT, AMSTERDAM]}
      origin={null}
      radiusKm={null}
      selectedId={null}
      {...props}
    />
  )
}

function renderPanel(props: Partial<Parameters<typeof MapPanel>[0]> = {}) {
  return renderInLocale(panel(props), "nl", ["finder", "consent"])
}

/** The panel in the page shell: the cookie banner at the top, its settings button in the footer. */
function renderInShell() {
  return renderInLocale(
    <>
      <ConsentBanner />
      {panel()}
      <footer>
        <CookieSettingsButton />
      </footer>
    </>,
    "nl",
    ["finder", "consent"],
  )
}

beforeAll(() => {
  ;(globalThis as unknown as { google: unknown }).google = {
    maps: { event: { addListenerOnce: jest.fn(() => ({ remove: jest.fn() })) } },
  }
})

let stopListening: () => void
beforeEach(() => {
  window.localStorage.clear()
  loader.mockClear()
  Object.values(mockMap).forEach((fn) => fn.mockClear())
  // What gatsby-browser does once per page load: the footer's cookie-settings control needs no React handler.
  stopListening = listenForConsentSettingsControls()
})

afterEach(() => stopListening())

describe("MapPanel", () => {
  it("renders nothing, and loads nothing, without a Maps key", () => {
    const { container } = renderPanel({ apiKey: "" })
    expect(container).toBeEmptyDOMElement()
    expect(loader).not.toHaveBeenCalled()
  })

  it("is a placeholder asking for consent until the visitor asks for the map", async () => {
    renderPanel()
    expect(screen.getByText(PROMPT)).toBeInTheDocument()
    expect(loader).not.toHaveBeenCalled()
    expect(screen.queryByTestId("google-map")).not.toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole("button", { name: ALLOW }))
    expect(await screen.findByTestId("google-map")).toBeInTheDocument()
    expect(loader).toHaveBeenCalledWith(
      expect.objectContaining({ googleMapsApiKey: "browser-key", libraries: ["geometry"], language: "nl-NL", region: "NL" }),
    )
    expect(screen.getByRole("region", { name: "Kaart van de vestigingen" })).toHaveFocus()
  })

  it("remembers the consent, but still waits for the visitor to ask", async () => {
    const first = renderPanel()
    await userEvent.setup().click(screen.getByRole("button", { name: ALLOW }))
    first.unmount()
    loader.mockClear()
    renderPanel()
    expect(screen.queryByText(PROMPT)).not.toBeInTheDocument()
    expect(loader).not.toHaveBeenCalled()
    await userEvent.setup().click(screen.getByRole("button", { name: "Kaart tonen" }))
    expect(await screen.findByTestId("google-map")).toBeInTheDocument()
  })

  it("grants the site-wide external media consent with its own button, and the banner shows it", async () => {
    const user = userEvent.setup()
    renderInShell()
    const banner = screen.getByRole("region", { name: consent.title })
    await user.click(screen.getByRole("button", { name: ALLOW }))
    expect(await screen.findByTestId("google-map")).toBeInTheDocument()
    expect(readConsent()?.choices).toEqual({ functional: true, analytics: false, marketing: false })
    // The banner stays where it was (nothing moves under the map), with the choice in its boxes.
    await user.click(within(banner).getByRole("button", { name: consent.customise }))
    expect(within(banner).getByRole("checkbox", { name: consent.category_functional })).toBeChecked()
    expect(within(banner).getByRole("checkbox", { name: consent.category_marketing })).not.toBeChecked()
  })

  it("offers the map without asking once external media are allowed in the banner", async () => {
    const user = userEvent.setup()
    renderInShell()
    expect(screen.getByText(PROMPT)).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: consent.customise }))
    await user.click(screen.getByRole("checkbox", { name: consent.category_functional }))
    await user.click(screen.getByRole("button", { name: consent.save }))
    expect(screen.queryByText(PROMPT)).not.toBeInTheDocument()
    expect(loader).not.toHaveBeenCalled()
    await user.click(screen.getByRole("button", { name: "Kaart tonen" }))
    expect(await screen.findByTestId("google-map")).toBeInTheDocument()
  })

  it("removes the map when external media are withdrawn, and asks again", async () => {
    const user = userEvent.setup()
    renderInShell()
    await user.click(screen.getByRole("button", { name: consent.accept_all }))
    await user.click(screen.getByRole("button", { name: "Kaart tonen" }))
    expect(await screen.findByTestId("google-map")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: consent.cookie_settings }))
    await user.click(screen.getByRole("checkbox", { name: consent.category_functional }))
    await user.click(screen.getByRole("button", { name: consent.save }))
    expect(screen.queryByTestId("google-map")).not.toBeInTheDocument()
    expect(screen.getByText(PROMPT)).toBeInTheDocument()
    expect(readConsent()?.choices).toEqual({ functional: false, analytics: true, marketing: true })
    // Allowed again in the banner, the map waits until the visitor asks for it.
    await user.click(screen.getByRole("button", { name: consent.cookie_settings }))
    await user.click(screen.getByRole("checkbox", { name: consent.category_functional }))
    await user.click(screen.getByRole("button", { name: consent.save }))
    expect(screen.queryByTestId("google-map")).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Kaart tonen" })).toBeInTheDocument()
  })

  it("fits the markers and brings a zoom over 20 back to 10 after 500 ms", async () => {
    renderPanel()
    jest.useFakeTimers()
    try {
      await act(async () => screen.getByRole("button").click())
      await waitFor(() => expect(mockMap.fitBounds).toHaveBeenCalled())
      act(() => jest.advanceTimersByTime(500))
      expect(mockMap.setZoom).toHaveBeenCalledWith(10)
    } finally {
      jest.useRealTimers()
    }
  })

  it("centres on a search radius at the radius zoom", async () => {
    renderPanel({ origin: UTRECHT.position, radiusKm: 50 })
    await userEvent.setup().click(screen.getByRole("button"))
    await waitFor(() => expect(mockMap.setZoom).toHaveBeenCalledWith(9))
    expect(mockMap.setCenter).toHaveBeenCalledWith(UTRECHT.position)
    expect(mockMap.fitBounds).not.toHaveBeenCalled()
  })

  it("says so when the Maps script fails to load", async () => {
    loader.mockReturnValue({ isLoaded: false, loadError: new Error("blocked") })
    renderPanel()
    await userEvent.setup().click(screen.getByRole("button"))
    expect(await screen.findByRole("alert")).toHaveTextContent("De kaart kon niet worden geladen.")
    loader.mockReturnValue({ isLoaded: true, loadError: undefined })
  })
})
