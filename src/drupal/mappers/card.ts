import { pagePath } from "../../domain/routing"
import { mapImage, type ImageView, type MediaImageData } from "./image"
import { mapLink, mapLinks, type LinkData, type LinkView } from "./link"
import { stripHtml } from "./plain-text"

export interface CategoryView {
  /** What ?category= names: the term's id in Drupal. */
  id: string
  name: string
}

/** The spec's Card, from a card paragraph or from the node a card stands for. */
export interface CardView {
  id: string
  /** May hold the :electric: marker. */
  title: string
  descriptionHtml: string | null
  /** A short plain-text teaser, shown instead of the description. */
  clippedDescription: string | null
  image: ImageView | null
  link: LinkView | null
  buttons: LinkView[]
  /** posted_date_time (ISO 8601); shown as the posted date. */
  postedDateTime: string | null
  caption: string | null
  /** Layout 1: image beside the text. */
  horizontal: boolean
  category: CategoryView | null
}

export interface CategoryData {
  readonly drupal_internal__tid?: number | null
  readonly name: string | null
}

export function mapCategory(term: CategoryData | null | undefined): CategoryView | null {
  if (!term?.name || term.drupal_internal__tid == null) return null
  return { id: String(term.drupal_internal__tid), name: term.name }
}

/** Fragment CardItem (paragraph--card_item). */
export interface CardItemData {
  readonly id: string
  readonly field_title: string | null
  readonly field_description: { readonly processed: string | null } | null
  readonly field_description_clipped: string | null
  readonly field_link: LinkData | null
  readonly field_buttons: ReadonlyArray<LinkData | null> | null
  readonly field_posted: string | null
  readonly field_caption: string | null
  readonly field_layout: number | null
  readonly relationships: {
    readonly field_image: MediaImageData | null
    readonly field_category: CategoryData | null
  } | null
}

export function mapCardItem(item: CardItemData): CardView | null {
  const title = item.field_title?.trim()
  if (!title) return null
  return {
    id: item.id,
    title,
    descriptionHtml: item.field_description?.processed || null,
    clippedDescription: item.field_description_clipped?.trim() || null,
    image: mapImage(item.relationships?.field_image),
    link: mapLink(item.field_link),
    buttons: mapLinks(item.field_buttons),
    postedDateTime: item.field_posted || null,
    caption: item.field_caption?.trim() || null,
    horizontal: item.field_layout === 1,
    category: mapCategory(item.relationships?.field_category),
  }
}

export function mapCardItems(items: ReadonlyArray<CardItemData | null> | null | undefined): CardView[] {
  return (items ?? []).flatMap((item) => (item ? (mapCardItem(item) ?? []) : []))
}

/** What every node card fragment has: the node's page and its header description. */
export interface NodeCardData {
  readonly id: string
  readonly title: string | null
  readonly langcode: string | null
  readonly path: { readonly alias: string | null } | null
  readonly field_description: { readonly processed: string | null } | null
}

export function nodePagePath(node: Pick<NodeCardData, "langcode" | "path">): string | null {
  return node.langcode ? pagePath(node.langcode, node.path?.alias, false) : null
}

interface NodeCardExtras {
  image?: MediaImageData | null
  postedDateTime?: string | null
  category?: CategoryView | null
  caption?: string | null
  buttons?: LinkView[]
}

/** A card for a node page (an article, a piece of equipment, a person): its title links to the page. */
export function mapNodeCard(node: NodeCardData, extras: NodeCardExtras = {}): CardView | null {
  const title = node.title?.trim()
  if (!title) return null
  const url = nodePagePath(node)
  const teaser = stripHtml(node.field_description?.processed)
  return {
    id: node.id,
    title,
    descriptionHtml: null,
    clippedDescription: teaser || null,
    image: mapImage(extras.image),
    link: url ? { url, label: title, external: false } : null,
    buttons: extras.buttons ?? [],
    postedDateTime: extras.postedDateTime ?? null,
    caption: extras.caption ?? null,
    horizontal: false,
    category: extras.category ?? null,
  }
}

/** Fragments KnowledgeCard and NewsCard. */
export interface ArticleCardData extends NodeCardData {
  readonly field_posted_date: string | null
  readonly relationships: {
    readonly field_image: MediaImageData | null
    readonly field_category: CategoryData | null
  } | null
}

export function mapArticleCard(article: ArticleCardData): CardView | null {
  return mapNodeCard(article, {
    image: article.relationships?.field_image,
    postedDateTime: article.field_posted_date,
    category: mapCategory(article.relationships?.field_category),
  })
}

/** A reference to several node types gives `{}` for a node that is not an article. */
type ArticleReference = ArticleCardData | Record<string, never> | null

function isArticleCard(item: ArticleReference): item is ArticleCardData {
  return Boolean(item && "id" in item)
}

export function mapArticleCards(articles: ReadonlyArray<ArticleReference> | null | undefined): CardView[] {
  return (articles ?? []).flatMap((article) => (isArticleCard(article) ? (mapArticleCard(article) ?? []) : []))
}

/** Fragments EquipmentCard and EquipmentCategoryCard. */
export interface EquipmentCardData extends NodeCardData {
  readonly relationships: { readonly field_image: MediaImageData | null } | null
}

export function mapEquipmentCards(items: ReadonlyArray<EquipmentCardData | null> | null | undefined): CardView[] {
  return (items ?? []).flatMap((item) => (item ? (mapNodeCard(item, { image: item.relationships?.field_image }) ?? []) : []))
}

/** Fragment PersonCard. */
export interface PersonCardData extends NodeCardData {
  readonly field_job_title: string | null
  readonly field_email: string | null
  readonly field_phone: string | null
  readonly relationships: { readonly field_image: MediaImageData | null } | null
}

export function mapPersonCard(person: PersonCardData): CardView | null {
  const buttons: LinkView[] = []
  if (person.field_email) buttons.push({ url: `mailto:${person.field_email}`, label: person.field_email, external: false })
  if (person.field_phone)
    buttons.push({ url: `tel:${person.field_phone.replace(/[^+\d]/g, "")}`, label: person.field_phone, external: false })
  const card = mapNodeCard(person, { image: person.relationships?.field_image, caption: person.field_job_title?.trim() || null, buttons })
  // A person's card says who they are; the page header text is for the person's own page.
  return card && { ...card, clippedDescription: null }
}

export function mapPersonCards(people: ReadonlyArray<PersonCardData | null> | null | undefined): CardView[] {
  return (people ?? []).flatMap((person) => (person ? (mapPersonCard(person) ?? []) : []))
}
