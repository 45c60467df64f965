import { gatsbyWorkerEnv } from "./gatsby-workers"

describe("gatsbyWorkerEnv", () => {
  it("gives two cores a worker each for the HTML and all page queries to one worker", () => {
    expect(gatsbyWorkerEnv(2)).toEqual({ GATSBY_CPU_COUNT: "3", GATSBY_PARALLEL_QUERY_CHUNK_SIZE: "10000000" })
  })

  it("leaves the page queries to Gatsby's batches where there are more cores", () => {
    expect(gatsbyWorkerEnv(8)).toEqual({ GATSBY_CPU_COUNT: "9" })
  })

  it("makes one worker on one core", () => {
    expect(gatsbyWorkerEnv(1)).toEqual({ GATSBY_CPU_COUNT: "2", GATSBY_PARALLEL_QUERY_CHUNK_SIZE: "10000000" })
  })

  it("keeps what the environment sets", () => {
    expect(gatsbyWorkerEnv(2, { GATSBY_CPU_COUNT: "1" })).toEqual({})
    expect(gatsbyWorkerEnv(2, { GATSBY_PARALLEL_QUERY_CHUNK_SIZE: "50" })).toEqual({})
  })
})
