// If an island throws in the browser, it shows the spec's fallback in its place instead of breaking
// the rest of the page. (At build time an error stops the build instead.)
/** @jsxImportSource #island-runtime */
import { Component, type ComponentChildren } from '#island-runtime';

export const FALLBACK_TITLE = 'Unexpected Application Error!';

interface State {
  error?: Error;
}

export class IslandBoundary extends Component<{ children: ComponentChildren }, State> {
  override state: State = {};

  static override getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="island-error" role="alert">
        <p className="island-error__title">{FALLBACK_TITLE}</p>
        <p>{this.state.error.message}</p>
      </div>
    );
  }
}
