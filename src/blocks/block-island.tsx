import type { IslandModule } from "../islands/island"
import type { BlockDefinition } from "./types"

/** What the page hands a block's island: its paragraph data and where it is. */
export interface BlockIslandProps {
  data: unknown
  locale: string
  /** How many blocks of the same type come before it on the page. */
  occurrence: number
}

/**
 * A block as the island its chunk exports (src/blocks/{type}/island.ts): the mapper runs in the
 * chunk too, so a block that does not hydrate costs the first page view no code at all.
 */
export function blockIsland<Data, View>(definition: BlockDefinition<Data, View>): IslandModule<BlockIslandProps> {
  const viewOf = ({ data, locale, occurrence }: BlockIslandProps) => definition.map(data as Data, { locale, occurrence })
  function Block(props: BlockIslandProps) {
    const view = viewOf(props)
    return view === null ? null : <definition.Component view={view} locale={props.locale} />
  }
  return {
    Component: Block,
    hydrates: (props) => {
      const view = viewOf(props)
      return view !== null && definition.hydrates(view)
    },
  }
}
