import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs one save at a time. The guard is a ref, not state: two clicks in the same tick both see
 * a state of "not busy", and a second click on Save once created a duplicate record.
 */
export function useSubmitOnce() {
  const running = useRef(false);
  const mounted = useRef(true);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);
  return { busy, run };
}

/**
 * A submit button's onClick: the second click of a double click (`detail` 2) submits nothing.
 * The guard above holds while the first save runs; this one holds when the first has already
 * answered before the second click lands (a refusal from a fast server), which would otherwise
 * send the same request again. Keyboard presses (`detail` 0) are not clicks and always submit.
 */
export function ignoreRepeatClick(event: { detail: number; preventDefault: () => void }): void {
  if (event.detail > 1) event.preventDefault();
}
