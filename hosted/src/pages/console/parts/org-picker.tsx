import { Fragment, type ReactNode } from 'react';
import { navigate, useSearchParams } from '../../../router.tsx';
import { text } from './console.messages.ts';
import { useList } from './use-list.ts';

export interface PickedOrg {
  id: string;
  name: string;
  slug: string;
  orgType: string;
}

/** The organization last chosen on any console page of this tab, so the next page opens on it too. */
const LAST_ORG_KEY = 'pathcraft.console.org';
const lastOrg = () => {
  try {
    return sessionStorage.getItem(LAST_ORG_KEY);
  } catch {
    return null;
  }
};

/**
 * The organization a console page works on, kept in the address (`?org=`), so a reload or the
 * Back button returns to the same one. Until one is chosen here, the one last chosen on another
 * console page, else the first organization.
 */
export function useOrgChoice() {
  const orgs = useList<PickedOrg>('organizations', { select: ['id', 'name', 'slug', 'orgType'], limit: 3000 });
  const params = useSearchParams();
  const list = orgs.data?.items ?? [];
  const org = list.find((o) => o.id === params.get('org')) ?? list.find((o) => o.id === lastOrg()) ?? list[0] ?? null;
  const choose = (id: string) => {
    try {
      sessionStorage.setItem(LAST_ORG_KEY, id);
    } catch {
      // Private mode without storage: the address still keeps the choice.
    }
    const next = new URLSearchParams(location.search);
    next.set('org', id);
    navigate(`${location.pathname}?${next}`, { replace: true });
  };
  return { orgs: list, org, choose, loading: orgs.loading, error: orgs.error };
}

/**
 * The organization picker; nothing when there is only one to work on (the /org area's own
 * organization). `anyLabel` adds a first choice for every organization (value '').
 */
export function OrgSelect({
  orgs,
  value,
  onChange,
  anyLabel,
}: {
  orgs: { id: string; name: string }[];
  value: string;
  onChange: (id: string) => void;
  anyLabel?: string;
}) {
  if (orgs.length < 2) return null;
  return (
    <label className="pc-field pc-field--inline">
      <span>{text.common.organization}</span>
      <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {orgs.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** What a page working on one organization gets: the organizations to pick from, the one chosen, and how to choose. */
export interface OrgScope {
  orgs: PickedOrg[];
  org: PickedOrg;
  choose: (id: string) => void;
}

/**
 * Renders a page for the chosen organization, after its loading and error states; the page
 * starts afresh (its state reset) when another organization is chosen.
 */
export function ForChosenOrg({ children }: { children: (scope: OrgScope) => ReactNode }) {
  const { orgs, org, choose, error } = useOrgChoice();
  if (error)
    return (
      <p className="pc-alert pc-alert--error" role="alert">
        {error}
      </p>
    );
  if (!org) return <p role="status">{text.common.loading}</p>;
  return <Fragment key={org.id}>{children({ orgs, org, choose })}</Fragment>;
}
