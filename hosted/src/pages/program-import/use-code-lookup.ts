import { onetSuggestion, type ProgramCodeLookup, type ProgramDetailsForm } from '@pathcraft/sdk';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../session.ts';

/** Waits for a pause in typing before asking the server. */
const TYPING_PAUSE_MS = 350;

/** A look-up is a help, not a step: when it fails the reviewer types the value. */
async function lookup(codes: { rapidsCode?: string; onetCode?: string }): Promise<ProgramCodeLookup | null> {
  try {
    return await api.programImport.lookup(codes);
  } catch {
    return null;
  }
}

export async function occupationNameFor(onetCode: string): Promise<string | null> {
  return (await lookup({ onetCode: onetCode.trim() }))?.occupationName ?? null;
}

/**
 * Looks the codes up as they are edited: the RAPIDS code gives its title and the O*NET code it
 * suggests (offered, not applied); an O*NET code fills an empty occupation name (docs/rules.md#program-import).
 */
export function useCodeLookup(
  details: ProgramDetailsForm,
  setDetails: (update: (d: ProgramDetailsForm) => ProgramDetailsForm) => void,
) {
  const [rapids, setRapids] = useState<ProgramCodeLookup | null>(null);
  const rapidsCode = details.rapidsCode.trim();
  const onetCode = details.occupationONetCode.trim();
  const nameEmpty = useRef(!details.occupationName.trim());
  nameEmpty.current = !details.occupationName.trim();

  useEffect(() => {
    setRapids(null);
    if (!rapidsCode) return;
    let current = true;
    const timer = setTimeout(
      () => void lookup({ rapidsCode }).then((found) => current && setRapids(found)),
      TYPING_PAUSE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [rapidsCode]);

  useEffect(() => {
    if (!onetCode || !nameEmpty.current) return;
    let current = true;
    const timer = setTimeout(
      () =>
        void occupationNameFor(onetCode).then((name) => {
          if (current && name) setDetails((d) => (d.occupationName.trim() ? d : { ...d, occupationName: name }));
        }),
      TYPING_PAUSE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [onetCode, setDetails]);

  return { rapidsTitle: rapids?.rapidsTitle ?? null, suggestedOnetCode: onetSuggestion(onetCode, rapids?.onetCode) };
}
