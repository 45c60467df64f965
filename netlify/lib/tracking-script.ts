/**
 * The offline stand-in for HubSpot's tracking script: it sets the hubspotutk visitor cookie (32
 * hexadecimal characters, as HubSpot's) so that forms carry a hutk end to end without HubSpot.
 */
export const localTrackingScript = `(function () {
  if (!/(?:^|; )hubspotutk=/.test(document.cookie)) {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    var id = Array.prototype.map.call(bytes, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
    document.cookie = "hubspotutk=" + id + "; path=/; max-age=" + 60 * 60 * 24 * 180 + "; SameSite=Lax";
  }
  window._hsq = window._hsq || [];
})();
`

export function trackingScriptResponse(portalId: string | null, standIn: string): Response {
  if (portalId) {
    return new Response(null, {
      status: 302,
      headers: { Location: `https://js.hs-scripts.com/${encodeURIComponent(portalId)}.js`, "Cache-Control": "public, max-age=3600" },
    })
  }
  return new Response(standIn, {
    status: 200,
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  })
}
