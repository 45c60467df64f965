import type { GatsbyNode, Node } from "gatsby"
import { contentProblems, describeProblem, type SourcedEntity } from "../../src/drupal/content-problems"

interface DrupalNode extends Node {
  drupal_id: string
  langcode: string
  relationships?: Record<string, unknown>
}

function sourcedEntity(node: DrupalNode): SourcedEntity {
  return {
    internalType: node.internal.type,
    drupalId: node.drupal_id,
    langcode: node.langcode,
    fields: node,
    relationships: node.relationships ?? {},
  }
}

/**
 * Before the site's pages are made (plugins run before the site's own createPages): content that
 * would break a page fails the build with every problem on a line of its own, so the editor reads
 * which entity, in which language, and which field. A failed build never goes live (Netlify keeps
 * the last deploy; the local build hook puts the last good public/ back).
 */
export const createPages: GatsbyNode["createPages"] = ({ getNodes, reporter }) => {
  const drupalNodes = getNodes().filter((node): node is DrupalNode => node.internal.owner === "gatsby-source-drupal" && "drupal_id" in node)
  const problems = contentProblems(drupalNodes.map(sourcedEntity))
  if (problems.length === 0) return
  reporter.panicOnBuild(
    `The content in Drupal has ${problems.length} problem(s) that would break the site; fix them in Drupal and save again:\n` +
      problems.map((problem) => `- ${describeProblem(problem)}`).join("\n"),
  )
}
