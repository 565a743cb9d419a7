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
