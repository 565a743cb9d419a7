import { MEMBERSHIPS, ROLES, type Role, roleGrantRefusal } from '@pathcraft/sdk';
import { ChoiceGroup, FormField } from '@pathcraft/widgets/ui';
import { text } from '../parts/console.messages.ts';
import { useList } from '../parts/use-list.ts';

export interface OrgOption {
  id: string;
  name: string;
  orgType: string;
}

const MEMBERSHIP_LABELS: Record<(typeof MEMBERSHIPS)[number], string> = text.users.memberships;

/** The roles `granter` may give someone who now holds `current` (sdk roleGrantRefusal), labelled for the organization's type. */
export function grantableRoles(
  granter: readonly string[],
  current: readonly string[] | null,
  orgType: string | null | undefined,
) {
  return ROLES.filter((role) => roleGrantRefusal(granter, current, [role]) === null).map((role) => ({
    role,
    label: text.common.roleName(role, orgType),
  }));
}

export function RoleSelect({
  label = text.common.role,
  value,
  onChange,
  options,
  error,
}: {
  label?: string;
  value: Role;
  onChange: (role: Role) => void;
  options: { role: Role; label: string }[];
  error?: string;
}) {
  return (
    <FormField label={label} error={error}>
      {(p) => (
        <select {...p} value={value} onChange={(e) => onChange(e.currentTarget.value as Role)}>
          {options.map((o) => (
            <option key={o.role} value={o.role}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The organization's locations, called Location or Employer by its type (docs/rules.md#organizations-and-roles). */
export function LocationSelect({
  orgId,
  orgType,
  value,
  onChange,
}: {
  orgId: string | null;
  orgType: string | null | undefined;
  value: string;
  onChange: (id: string) => void;
}) {
  const locations = useList<{ id: string; name: string }>(
    'locations',
    orgId ? { orgId, select: ['id', 'name'], limit: 300 } : null,
  );
  return (
    <FormField label={text.common.orgWord('location', orgType)}>
      {(p) => (
        <select {...p} value={value} onChange={(e) => onChange(e.currentTarget.value)} disabled={!orgId}>
          <option value="">{text.common.none}</option>
          {locations.data?.items.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function MembershipChoices({ value, onChange }: { value: string[]; onChange: (next: string[]) => void }) {
  // Values outside the known four (kept from older records) stay as they are.
  const toggle = (level: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== level), level] : value.filter((v) => v !== level));
  return (
    <ChoiceGroup legend={text.common.membership} className="pc-choice-group--columns">
      {() =>
        MEMBERSHIPS.map((level) => (
          <label key={level}>
            <input
              type="checkbox"
              checked={value.includes(level)}
              onChange={(e) => toggle(level, e.currentTarget.checked)}
            />
            {MEMBERSHIP_LABELS[level]}
          </label>
        ))
      }
    </ChoiceGroup>
  );
}

export const membershipLabel = (readable: string | null | undefined) =>
  readable ? (MEMBERSHIP_LABELS[readable as keyof typeof MEMBERSHIP_LABELS] ?? readable) : text.common.none;
