/** A page's title and description (a page's header; on its own so that the homepage carries no more of page.ts). */
export interface PageIntroView {
  title: string
  descriptionHtml: string | null
}

export function mapPageIntro(node: {
  readonly title: string | null
  readonly field_description: { readonly processed: string | null } | null
}): PageIntroView {
  return { title: node.title ?? "", descriptionHtml: node.field_description?.processed ?? null }
}
