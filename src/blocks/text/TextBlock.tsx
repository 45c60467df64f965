import { graphql } from "gatsby"
import { RichText } from "../../components/ui/RichText"
import type { BlockProps } from "../types"

export const fragment = graphql`
  fragment TextBlock on paragraph__text {
    field_title
    field_text {
      processed
    }
  }
`

export function TextBlock({ data }: BlockProps<Queries.TextBlockFragment>) {
  return (
    <section className="block block--text container">
      {data.field_title && <h2>{data.field_title}</h2>}
      <RichText html={data.field_text?.processed} />
    </section>
  )
}
