import { Component, type ReactNode } from 'react';

interface Props {
  name: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a remote component that throws while rendering, so only its slot is lost. */
export class SlotErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`Remote component ${this.props.name} failed while rendering`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
