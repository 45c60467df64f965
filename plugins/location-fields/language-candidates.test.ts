import { languageCandidatesCache, type DigestedLocationNode } from "./language-candidates"
import { locationsInLanguage } from "../../src/domain/location-translations"

const node = (drupal_id: string, langcode: string, digest: string | undefined, title = drupal_id): DigestedLocationNode => ({
  id: `${drupal_id}-${langcode}`,
  drupal_id,
  langcode,
  title,
  field_country_code: "dk",
  field_geolocation: { lat: 56.1, lng: 10.2 },
  ...(digest === undefined ? {} : { internal: { contentDigest: digest } }),
})

/** Gatsby hands out fresh node objects on every read: the cache must not rely on their identity. */
const copies = (nodes: DigestedLocationNode[]) => nodes.map((item) => structuredClone(item))

const NODES = [node("aarhus", "da", "a1"), node("aarhus", "en", "a2"), node("odense", "en", "o1")]

describe("languageCandidatesCache", () => {
  it("answers what locationsInLanguage answers", () => {
    const candidates = languageCandidatesCache<DigestedLocationNode>()(NODES, "da")
    expect(candidates).toEqual(locationsInLanguage(NODES, "da"))
    expect(candidates.map((item) => item.id)).toEqual(["aarhus-da", "odense-en"])
  })

  it("lists the locations in the order of their node ids, whatever order the nodes come in", () => {
    const reversed = [...NODES].reverse()
    expect(languageCandidatesCache<DigestedLocationNode>()(reversed, "en").map((item) => item.id)).toEqual(["aarhus-en", "odense-en"])
    expect(languageCandidatesCache<DigestedLocationNode>()(reversed, "da").map((item) => item.id)).toEqual(["aarhus-da", "odense-en"])
  })

  it("works a language out once while the nodes keep their ids and digests, each language on its own", () => {
    const candidatesIn = languageCandidatesCache<DigestedLocationNode>()
    const danish = candidatesIn(NODES, "da")
    expect(candidatesIn(copies(NODES), "da")).toBe(danish)
    const english = candidatesIn(copies(NODES), "en")
    expect(english).not.toBe(danish)
    expect(english.map((item) => item.id)).toEqual(["aarhus-en", "odense-en"])
    expect(candidatesIn(copies(NODES), "da")).toBe(danish)
  })

  it("works it out again when a node changed, was added or was removed", () => {
    const candidatesIn = languageCandidatesCache<DigestedLocationNode>()
    candidatesIn(NODES, "en")
    const renamed = [NODES[0], NODES[1], node("odense", "en", "o2", "Odense Havn")]
    expect(candidatesIn(renamed, "en").map((item) => item.title)).toEqual(["aarhus", "Odense Havn"])
    const added = [...renamed, node("vejle", "en", "v1")]
    expect(candidatesIn(added, "en").map((item) => item.drupal_id)).toEqual(["aarhus", "odense", "vejle"])
    expect(candidatesIn(added.slice(1), "en").map((item) => item.drupal_id)).toEqual(["aarhus", "odense", "vejle"])
    expect(candidatesIn(added.slice(2), "en").map((item) => item.drupal_id)).toEqual(["odense", "vejle"])
  })

  it("never keeps what it worked out from nodes without a digest", () => {
    const candidatesIn = languageCandidatesCache<DigestedLocationNode>()
    const undigested = [node("aarhus", "en", undefined)]
    const first = candidatesIn(undigested, "en")
    expect(candidatesIn(undigested, "en")).not.toBe(first)
    expect(candidatesIn([node("aarhus", "en", undefined, "Aarhus Nord")], "en")[0].title).toBe("Aarhus Nord")
  })
})
