/**
 * The functions' configuration, read from the environment on each use (Netlify sets it per deploy
 * context). Secrets live only here: nothing in src/ reads them, and the build checks that none
 * of their values reaches public/.
 */
export interface ServerEnv {
  hubspot: { portalId: string; accessToken: string; apiUrl: string; formGuids: Record<string, string> } | null
  salesforce: { orgId: string; webToLeadUrl: string } | null
  kvk: { apiKey: string; apiUrl: string } | null
}

/** Environment variables whose values must never appear in the built site. */
export const SECRET_ENV_NAMES = [
  "HUBSPOT_ACCESS_TOKEN",
  "HUBSPOT_PORTAL_ID",
  "KVK_API_KEY",
  "SALESFORCE_ORG_ID",
  "RECRUITING_PASSWORD",
  "SMTP_URL",
  "NETLIFY_AUTH_TOKEN",
  "FORM_TOKEN_SECRET",
  "PREVIEW_SECRET",
  "DRUPAL_PREVIEW_PASSWORD",
  "DRUPAL_PREVIEW_API_TOKEN",
] as const

type Env = Record<string, string | undefined>

function parseFormGuids(value: string | undefined): Record<string, string> {
  if (!value) return {}
  try {
    const parsed: unknown = JSON.parse(value)
    if (!parsed || typeof parsed !== "object") return {}
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
  } catch {
    console.error("HUBSPOT_FORM_GUIDS is not a JSON object; using the built-in form GUIDs")
    return {}
  }
}

export function readServerEnv(env: Env = process.env): ServerEnv {
  const value = (name: string) => env[name]?.trim() || ""
  return {
    hubspot: value("HUBSPOT_PORTAL_ID")
      ? {
          portalId: value("HUBSPOT_PORTAL_ID"),
          accessToken: value("HUBSPOT_ACCESS_TOKEN"),
          apiUrl: (value("HUBSPOT_FORMS_API_URL") || "https://api.hsforms.com").replace(/\/$/, ""),
          formGuids: parseFormGuids(env.HUBSPOT_FORM_GUIDS),
        }
      : null,
    salesforce: value("SALESFORCE_ORG_ID")
      ? {
          orgId: value("SALESFORCE_ORG_ID"),
          webToLeadUrl: value("SALESFORCE_WEB_TO_LEAD_URL") || "https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8",
        }
      : null,
    kvk: value("KVK_API_KEY")
      ? { apiKey: value("KVK_API_KEY"), apiUrl: (value("KVK_API_URL") || "https://api.kvk.nl/api").replace(/\/$/, "") }
      : null,
  }
}
