import type { Config } from "@netlify/functions"
import { endpoint } from "../lib/endpoint"
import { localTrackingScript, trackingScriptResponse } from "../lib/tracking-script"

/**
 * GET /api/tracking/hubspot.js: the marketing tracking script, which the browser loads only after
 * consent. With HUBSPOT_PORTAL_ID it redirects to HubSpot's script for the portal, so the portal id
 * is never part of the built site; without it, a local stand-in sets the visitor cookie (hutk).
 */
export default endpoint(["GET"], async () => trackingScriptResponse(process.env.HUBSPOT_PORTAL_ID?.trim() || null, localTrackingScript))

export const config: Config = {
  path: "/api/tracking/hubspot.js",
}
