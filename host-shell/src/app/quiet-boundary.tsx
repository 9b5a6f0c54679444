import { Component, type ReactNode } from 'react';

/** Keeps a page-wide layer's failure (an overlay that cannot load) from unmounting the whole page. */
export class QuietBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn(`[mfp] ${this.props.name} failed`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
