import "@testing-library/jest-dom"
import { configure } from "@testing-library/react"

// findBy and waitFor wait up to 1 s by default: too short for a render on a loaded 2-core CI machine.
configure({ asyncUtilTimeout: 5000 })
