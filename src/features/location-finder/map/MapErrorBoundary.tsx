import { Component, type ReactNode } from "react"

interface Props {
  fallback: ReactNode
  children: ReactNode
}

/** Keeps a failing map (script blocked, loader misconfigured) from taking the page down with it. */
export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error("The map failed.", error)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
