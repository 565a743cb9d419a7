import {
  agreementProfileProblems,
  agreementRequiredFields,
  checkPrivateInfo,
  checkUserDetails,
  PathcraftError,
  type PrivateInfo,
  type PrivateInfoErrors,
  type UserDetailsErrors,
  type UserDetailsInput,
} from '@pathcraft/sdk';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { focusFirstInvalid } from '../ui/FormField.tsx';
import { Modal } from '../ui/Modal.tsx';
import { LoadingOverlay } from '../ui/Spinner.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import { useToast } from '../ui/Toast.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { PrivateTab } from './PrivateTab.tsx';
import type { PrivateInfoView, UserDetails, UserProfileApi } from './user-profiles.api.ts';
import { text } from './user-profiles.messages.ts';

export interface UserProfileDialogProps {
  userId: string;
  api: UserProfileApi;
  onClose: () => void;
  /** After the General tab saved (the name may have changed). */
  onSaved?: (details: UserDetails) => void;
  /** After any Save that stored something (either tab). */
  onChanged?: () => void;
  /** The apprentice agreement's checks too (docs/rules.md#agreements): its fields are marked required and a Save that would clear one is refused with its message. */
  forAgreement?: boolean;
  title?: string;
  initialTab?: 'profile' | 'privateInfo';
}

type Tab = 'profile' | 'privateInfo';

const TOAST_ID = 'user-profile-save';
const detailsForm = (d: UserDetails): UserDetailsInput => ({
  firstName: d.firstName ?? '',
  middleName: d.middleName ?? '',
  lastName: d.lastName ?? '',
  suffix: d.suffix ?? '',
  phone: d.phone ?? '',
  phoneExt: d.phoneExt ?? '',
  mobilePhone: d.mobilePhone ?? '',
});
/** After a refused Save, an error goes away as soon as its field is fixed; no new ones appear while typing. */
function keepUnfixed<E extends Record<string, string | undefined>>(shown: E, now: E): E {
  const kept: Record<string, string | undefined> = {};
  for (const key of Object.keys(shown)) if (now[key]) kept[key] = now[key];
  return kept as E;
}
const privateForm = ({ id: _id, userId: _user, hasSsn: _has, ssn: _ssn, ...rest }: PrivateInfoView): PrivateInfo => ({
  ...rest,
  ssn: '',
  addressCountry: rest.addressCountry ?? 'US',
});
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

/**
 * 'Edit Personal Information' (docs/rules.md#private-information): tabs General
 * (profile) and Private (privateInfo). Save stores every tab with changes
 * (the shown one when none changed): both are checked first, nothing is sent
 * while either has a problem (its tab is shown), and a save that fails
 * half-way says which tab was saved and which was not.
 */
export function UserProfileDialog({
  userId,
  api,
  onClose,
  onSaved,
  onChanged,
  forAgreement = false,
  title = text.dialog.title,
  initialTab = 'profile',
}: UserProfileDialogProps) {
  const toast = useToast();
  const [tab, setTab] = useState<Tab>(initialTab);
  const [details, setDetails] = useState<UserDetails | null>(null);
  const [general, setGeneral] = useState<UserDetailsInput | null>(null);
  const [info, setInfo] = useState<PrivateInfo | null>(null);
  // What is stored: a tab differing from it has edits to save.
  const [storedGeneral, setStoredGeneral] = useState<UserDetailsInput | null>(null);
  const [storedInfo, setStoredInfo] = useState<PrivateInfo | null>(null);
  const [ssnOnFile, setSsnOnFile] = useState<string | null>(null);
  const [generalErrors, setGeneralErrors] = useState<UserDetailsErrors>({});
  const [privateErrors, setPrivateErrors] = useState<PrivateInfoErrors>({});
  const [loadError, setLoadError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    Promise.all([api.getDetails(userId), api.getPrivateInfo(userId)])
      .then(([d, p]) => {
        if (!live) return;
        setDetails(d);
        setGeneral(detailsForm(d));
        setStoredGeneral(detailsForm(d));
        setInfo(privateForm(p));
        setStoredInfo(privateForm(p));
        setSsnOnFile(p.ssn);
      })
      .catch((err: Error) => live && setLoadError(err.message));
    return () => {
      live = false;
    };
  }, [api, userId]);

  const generalErrorsOf = (form: UserDetailsInput): UserDetailsErrors => ({
    ...(forAgreement ? agreementProfileProblems('profile', form) : {}),
    ...checkUserDetails(form),
  });
  const privateErrorsOf = (form: PrivateInfo): PrivateInfoErrors => ({
    ...(forAgreement ? agreementProfileProblems('privateInfo', form, { ssnOnFile: Boolean(ssnOnFile) }) : {}),
    ...checkPrivateInfo(form, { ssnOnFile: Boolean(ssnOnFile) }),
  });
  const tabLabel = (t: Tab) => (t === 'profile' ? text.dialog.general : text.dialog.private);

  const save = async () => {
    if (!general || !info) return;
    setFailure(null);
    const changed: Tab[] = [];
    if (!same(general, storedGeneral)) changed.push('profile');
    if (!same(info, storedInfo) || info.ssn) changed.push('privateInfo');
    const targets = changed.length ? changed : [tab];
    const gErrors = targets.includes('profile') ? generalErrorsOf(general) : {};
    const pErrors = targets.includes('privateInfo') ? privateErrorsOf(info) : {};
    setGeneralErrors(gErrors);
    setPrivateErrors(pErrors);
    const blocked = targets.filter((t) => hasErrors(t === 'profile' ? gErrors : pErrors));
    if (blocked.length) {
      // Show the shown tab's problems if it has any, else the first tab that has.
      const show = blocked.includes(tab) ? tab : blocked[0]!;
      if (show !== tab) setTab(show);
      if (targets.length > 1 || show !== tab) setFailure(text.dialog.nothingSaved(blocked.map(tabLabel)));
      setTimeout(() => focusFirstInvalid(body.current));
      return;
    }
    setSaving(true);
    toast.info(text.dialog.saving, { id: TOAST_ID, persistent: true });
    const done: Tab[] = [];
    try {
      for (const target of targets) {
        if (target === 'profile') {
          const saved = await api.saveDetails(userId, general);
          setDetails(saved);
          setStoredGeneral(detailsForm(saved));
          onSaved?.(saved);
        } else {
          const { ssn, ...rest } = info;
          const saved = await api.savePrivateInfo(userId, ssn ? info : rest);
          setSsnOnFile(saved.ssn);
          setInfo({ ...info, ssn: '' });
          setStoredInfo({ ...info, ssn: '' });
        }
        done.push(target);
      }
      toast.success(text.dialog.saved, { id: TOAST_ID });
    } catch (err) {
      if (api.refusalForPage?.(err)) return toast.dismiss(TOAST_ID);
      toast.error(text.dialog.failed, { id: TOAST_ID });
      const reason = err instanceof PathcraftError && err.code === 'bad_request' ? err.message : null;
      const missed = targets.filter((t) => !done.includes(t));
      if (done.length) setFailure(text.dialog.partlySaved(done.map(tabLabel), missed.map(tabLabel), reason));
      else if (reason) setFailure(reason);
    } finally {
      setSaving(false);
      if (done.length) onChanged?.();
    }
  };

  const ready = general && info && details;
  return (
    <Modal
      open
      size="lg"
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{text.dialog.close}</Button>
          <Button variant="primary" onClick={save} disabled={!ready || saving}>
            {saving ? text.dialog.saving : text.dialog.save}
          </Button>
        </>
      }
    >
      <div ref={body}>
        {loadError ? (
          <p className="pc-notice pc-notice--error" role="alert">
            {loadError}
          </p>
        ) : !ready ? (
          <LoadingOverlay mode="inline" text={text.dialog.loading} />
        ) : (
          <>
            {failure ? (
              <p className="pc-notice pc-notice--error" role="alert">
                {failure}
              </p>
            ) : null}
            <Tabs
              label={text.dialog.tabs}
              selected={tab}
              onSelect={(id) => setTab(id as Tab)}
              tabs={[
                {
                  id: 'profile',
                  label: text.dialog.general,
                  content: (
                    <GeneralTab
                      form={general}
                      email={details.email}
                      errors={generalErrors}
                      alsoRequired={forAgreement ? agreementRequiredFields('profile') : undefined}
                      onChange={(next) => {
                        setGeneral(next);
                        setGeneralErrors((shown) => keepUnfixed(shown, generalErrorsOf(next)));
                      }}
                    />
                  ),
                },
                {
                  id: 'privateInfo',
                  label: text.dialog.private,
                  content: (
                    <PrivateTab
                      form={info}
                      errors={privateErrors}
                      ssnOnFile={ssnOnFile}
                      alsoRequired={forAgreement ? agreementRequiredFields('privateInfo') : undefined}
                      onChange={(next) => {
                        setInfo(next);
                        setPrivateErrors((shown) => keepUnfixed(shown, privateErrorsOf(next)));
                      }}
                    />
                  ),
                },
              ]}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
