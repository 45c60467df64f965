import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHead } from "../components/head/lazy-head"
import { DraftPreview } from "../templates/preview/DraftPreview"

export const query = graphql`
  query PreviewPage($language: String!, $namespaces: [String]) {
    ...PageStrings
  }
`

/**
 * The query is the shell alone, as the 404 page's is: its generated type is the same, and naming it
 * keeps this page from depending on a regenerated src/gatsby-types.d.ts.
 */
type PreviewPageQuery = Queries.NotFoundPageQuery

interface PreviewContext {
  language: string
  i18n: { path: string }
  namespaces?: readonly string[]
}

/**
 * /{locale}/preview/?token=…: an editor's view of a draft before it is published (README, "Preview
 * a draft"). The page itself is the shell of its locale; the draft comes from the preview function
 * in the browser. gatsby-plugin-react-i18next builds one copy per locale.
 */
export default function PreviewPage({ data, pageContext, location }: PageProps<PreviewPageQuery, PreviewContext>) {
  return <DraftPreview data={data} pageContext={pageContext} search={location.search} />
}

export function Head({ data, pageContext }: HeadProps<PreviewPageQuery, PreviewContext>) {
  const strings = data.locales.edges.find((edge) => edge.node.ns === "preview")?.node.data
  const title = strings ? (JSON.parse(strings) as Record<string, string>).preview_title : "Draft preview"
  // Never indexed, and no canonical link: the page has no content of its own.
  return <PageHead locale={pageContext.language} metadata={{ title, description: "", indexed: false }} />
}
