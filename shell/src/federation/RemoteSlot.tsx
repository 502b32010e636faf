import { reportClientError } from '@hl/shared/analytics';
import type { ComponentExpose, ComponentRemote, ExposeProps } from '@hl/shared/remotes';
import { Link } from '@hl/shared/router';
import { site } from '@hl/shared/site';
import { type ComponentType, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { Build } from './builds.ts';
import { loadRemoteComponent } from './load-remote-component.ts';
import styles from './RemoteSlot.module.css';
import { fallBack, onBuildSwitch, retryRemote } from './registry.ts';

/** How far ahead of the viewport a lazy slot starts loading its remote. */
const PRELOAD_MARGIN = '600px 0px';

type State =
  | { status: 'waiting' | 'loading' }
  | { status: 'ready'; Component: ComponentType<Record<string, unknown>>; build: Build }
  | { status: 'failed' };

export interface RemoteSlotProps<R extends ComponentRemote, E extends ComponentExpose<R>> {
  /** Federation name; with `expose`, one of the contract's components (@hl/shared/remotes). */
  remote: R;
  expose: E;
  /** Shown in the fallback: "The {label} are unavailable right now". */
  label: string;
  /** Load only when the slot nears the viewport, unless `eager`. */
  lazy?: boolean;
  /** Load now (the route needs it). */
  eager?: boolean;
  /** Space kept while loading, so the page does not jump. */
  minHeight?: number;
  /** No placeholder nor fallback box (for invisible parts such as the analytics provider). */
  silent?: boolean;
  /** The expose's props, as the contract types them: a prop it does not take fails typecheck. */
  props?: ExposeProps<R, E>;
}

/**
 * One remote's place on the page. Whatever happens to the remote (down, broken manifest, a
 * component that throws), only this slot is affected: it loads the registry's last good build of
 * the remote if there is one, else shows a small fallback; the rest of the page works.
 */
export function RemoteSlot<R extends ComponentRemote, E extends ComponentExpose<R>>({
  remote,
  expose,
  label,
  lazy = false,
  eager = false,
  minHeight,
  silent,
  props,
}: RemoteSlotProps<R, E>) {
  const [state, setState] = useState<State>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  const [visible, setVisible] = useState(!lazy);
  const placeholder = useRef<HTMLDivElement>(null);
  const id = `${remote}/${expose}`;
  // Wanted once, wanted for good: a route that needed the remote and is left must not unload it,
  // or the next such route would mount it afresh (an article opened twice, with a 0 s read).
  if (eager && !visible) setVisible(true);

  useEffect(() => {
    if (visible || !placeholder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [visible]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load after a retry.
  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemoteComponent(remote, expose).then((loaded) => {
      if (cancelled) return;
      // A transition: React renders the remote's tree in short slices instead of one long task.
      startTransition(() =>
        setState(
          loaded
            ? {
                status: 'ready',
                Component: loaded.value as ComponentType<Record<string, unknown>>,
                build: loaded.build,
              }
            : { status: 'failed' },
        ),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [visible, remote, expose, attempt]);

  // Another slot moved the remote to another build (its fallback, a fresh registry): this slot
  // loads it too, so the page runs one build of each remote.
  useEffect(
    () =>
      onBuildSwitch((name) => {
        if (name === remote) setAttempt((n) => n + 1);
      }),
    [remote],
  );

  const retry = useCallback(async () => {
    await retryRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  if (silent && state.status !== 'ready') return null;

  const loading = silent ? null : (
    <div
      ref={placeholder}
      className={styles.placeholder}
      style={minHeight ? { minHeight } : undefined}
      aria-busy="true"
      data-slot-state={state.status}
    >
      <span className={styles.loading}>Loading {label}…</span>
    </div>
  );
  if (state.status === 'failed') return <SlotFallback label={label} onRetry={retry} />;
  if (state.status === 'ready') {
    const { Component, build } = state;
    return (
      // While the slot finds out whether a fallback build can take over, it shows it is loading.
      <ErrorBoundary
        key={attempt}
        fallback={loading}
        onError={(error) => {
          console.warn(`Remote component ${id} failed while rendering`, error);
          reportClientError({
            type: 'render',
            remote,
            ...(build.version === null ? {} : { version: build.version }),
            error,
          });
          void fallBack(remote, build).then((reloading) => {
            if (!reloading) setState({ status: 'failed' });
          });
        }}
      >
        <Component {...(props as Record<string, unknown> | undefined)} />
      </ErrorBoundary>
    );
  }
  return loading;
}

function SlotFallback({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <div className={styles.fallback} role="status" data-testid="remote-fallback">
      <p>
        The {label} are unavailable right now. Please try again, or <Link to="/contact">contact us</Link> on{' '}
        <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>.
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
