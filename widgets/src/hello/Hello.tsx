import { useEffect } from 'react';
import { getEmbedConfig } from '@pathcraft/sdk/embed';
import type { ElementState } from '../lib/define-element.ts';

export interface HelloProps {
  orgId?: string | undefined;
  setState?: (state: ElementState) => void;
}

/** Placeholder feature proving the pipeline: loader -> chunk -> element -> shadow root. */
export function Hello({ orgId, setState }: HelloProps) {
  const org = orgId ?? getEmbedConfig().org;

  useEffect(() => {
    setState?.('ready');
  }, [setState]);

  return (
    <div className="pc-hello">
      <p className="pc-hello__title">Pathcraft widgets are working</p>
      <p className="pc-hello__org">{org ? `Organization: ${org}` : 'No organization set'}</p>
    </div>
  );
}
