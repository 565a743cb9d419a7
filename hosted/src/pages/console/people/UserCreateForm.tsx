import { type Role, ZUser } from '@pathcraft/sdk';
import { FormField, focusFirstInvalid, useToast } from '@pathcraft/widgets/ui';
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../../../session.ts';
import { Check } from '../parts/Check.tsx';
import { text } from '../parts/console.messages.ts';
import { fieldErrorsOf } from '../parts/field-errors.ts';
import { FormModal } from '../parts/FormModal.tsx';
import { useSubmitOnce } from '../parts/use-submit-once.ts';
import { grantableRoles, LocationSelect, MembershipChoices, type OrgOption, RoleSelect } from './user-fields.tsx';

const FIELD_NAMES = { name: 1, email: 1, orgId: 1, role: 1 };
type Errors = Partial<Record<keyof typeof FIELD_NAMES, string>>;

/** Adds a user to an organization (POST users); the role within what the signed-in user may grant. */
export function UserCreateForm({
  orgs,
  initialOrgId,
  granter,
  onClose,
  onSaved,
}: {
  orgs: OrgOption[];
  initialOrgId: string;
  granter: readonly string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, run } = useSubmitOnce();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [orgId, setOrgId] = useState(initialOrgId);
  const [role, setRole] = useState<Role>('student');
  const [locationId, setLocationId] = useState('');
  const [membership, setMembership] = useState<string[]>([]);
  const [testUser, setTestUser] = useState(false);
  const [courseReadOnly, setCourseReadOnly] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const orgType = orgs.find((o) => o.id === orgId)?.orgType;
  const roles = grantableRoles(granter, null, orgType);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setProblem(null);
      const record = {
        name: name.trim(),
        email: email.trim() || null,
        orgId,
        role: [role],
        locationId: locationId || null,
        membership: membership.length ? membership : null,
        testUser,
        courseReadOnly,
      };
      const found: Errors = {};
      if (!record.name) found.name = text.users.nameRequired;
      if (!orgId) found.orgId = text.common.chooseOrganization;
      const parsed = ZUser.safeParse(record);
      const other: string[] = [];
      if (!parsed.success)
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]);
          if (field in FIELD_NAMES) found[field as keyof Errors] ??= issue.message;
          else other.push(`${field}: ${issue.message}`);
        }
      setErrors(found);
      if (other.length) setProblem(other.join(' '));
      if (Object.keys(found).length || other.length) return focusFirstInvalid(formRef.current);
      try {
        await api.create('users', record);
        toast.success(text.users.added(record.name));
        onSaved();
      } catch (err) {
        // A refusal about a field (an e-mail already in use, 409) is shown at that field.
        const { fields, rest } = fieldErrorsOf(err, Object.keys(FIELD_NAMES));
        setErrors(fields);
        setProblem(rest);
        if (!rest) focusFirstInvalid(formRef.current);
      }
    });
  };

  return (
    <FormModal
      title={text.users.newUser}
      size="lg"
      onClose={onClose}
      busy={busy}
      problem={problem}
      formRef={formRef}
      onSubmit={submit}
    >
      <div className="pc-form-grid">
        <FormField label={text.common.name} required error={errors.name}>
          {(p) => (
            <input
              {...p}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={200}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label={text.common.email} error={errors.email}>
          {(p) => (
            <input
              {...p}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              maxLength={254}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label={text.common.organization} required error={errors.orgId}>
          {(p) => (
            <select
              {...p}
              value={orgId}
              onChange={(e) => {
                setOrgId(e.currentTarget.value);
                setLocationId('');
              }}
            >
              <option value="">{text.users.chooseAnOrganization}</option>
              {orgs.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <RoleSelect value={role} onChange={setRole} options={roles} error={errors.role} />
        <LocationSelect orgId={orgId || null} orgType={orgType} value={locationId} onChange={setLocationId} />
      </div>
      <MembershipChoices value={membership} onChange={setMembership} />
      <fieldset className="pc-form-grid">
        <Check checked={testUser} onChange={setTestUser}>
          {text.common.testUser}
        </Check>
        <Check checked={courseReadOnly} onChange={setCourseReadOnly}>
          {text.common.readOnlyForCourses}
        </Check>
      </fieldset>
    </FormModal>
  );
}
