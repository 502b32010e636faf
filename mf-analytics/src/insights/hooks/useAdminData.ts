import { useCallback, useEffect, useRef, useState } from 'react';
import { AdminApiError } from '../lib/api.ts';
import { useAdminContext } from './admin-context.ts';

export interface AdminData<T> {
  /** The last answer; kept while the next one loads (also after a filter change) and after a refresh failed. */
  data?: T;
  /** Why the last request failed, while it is the latest word. */
  error?: string;
  loading: boolean;
  retry: () => void;
}

/**
 * One panel's (or view's) data: fetched when its query (`key`) changes and on every refresh tick. No flicker:
 * the numbers shown stay until new ones arrive. A failure is this panel's alone; a 401 (the
 * session ended) sends the whole page back to sign-in.
 */
export function useAdminData<T>(load: (signal: AbortSignal) => Promise<T>, key: string): AdminData<T> {
  const { tick, onUnauthorized } = useAdminContext();
  const [state, setState] = useState<{ key?: string; data?: T; error?: string; loading: boolean }>({ loading: true });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` and `attempt` re-run the request.
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof AdminApiError && error.status === 401) {
          onUnauthorized();
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        // Numbers of another query are not this query's: only a failed refresh keeps them.
        setState((s) =>
          s.key === key ? { ...s, error: message, loading: false } : { error: message, loading: false },
        );
      },
    );
    return () => controller.abort();
  }, [key, tick, attempt, onUnauthorized]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, retry };
}
