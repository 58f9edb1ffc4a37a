import { useCallback, useEffect, useRef, useState } from 'react';

export type LaunchState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; error: unknown };

/**
 * Starts a game once per `launchKey` (null: nothing to start) and again on `restart()`. Each start
 * is a new game session on the platform, so nothing is cached: the answer of a start that was
 * overtaken (the key changed, the screen closed) is dropped.
 */
export function useLaunchUrl(launchKey: string | null, start: () => Promise<string>) {
  const [state, setState] = useState<LaunchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const startRef = useRef(start);
  startRef.current = start;

  useEffect(() => {
    if (launchKey === null) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    startRef.current().then(
      (url) => current && setState({ status: 'ready', url }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [launchKey, attempt]);

  const restart = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, restart };
}
