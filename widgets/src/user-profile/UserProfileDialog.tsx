import { checkPrivateInfo, checkUserDetails, PathcraftError, type PrivateInfo, type PrivateInfoErrors, type UserDetailsErrors, type UserDetailsInput } from '@pathcraft/sdk';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { focusFirstInvalid } from '../ui/FormField.tsx';
import { Modal } from '../ui/Modal.tsx';
import { LoadingOverlay } from '../ui/Spinner.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import { useToast } from '../ui/Toast.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { PrivateTab } from './PrivateTab.tsx';
import type { PrivateInfoView, UserDetails, UserProfileApi } from './user-profile.api.ts';
import { text } from './user-profile.messages.ts';

export interface UserProfileDialogProps {
  userId: string;
  api: UserProfileApi;
  onClose: () => void;
  /** After the General tab saved (the name may have changed). */
  onSaved?: (details: UserDetails) => void;
  title?: string;
  initialTab?: 'profile' | 'privateInfo';
}

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
const privateForm = ({ id: _id, userId: _user, hasSsn: _has, ssn: _ssn, ...rest }: PrivateInfoView): PrivateInfo => ({ ...rest, ssn: '', addressCountry: rest.addressCountry ?? 'US' });

/**
 * 'Edit Personal Information' (001 §2 manageUserProfile): tabs General
 * (profile) and Private (privateInfo), each saved by Save while it is shown.
 */
export function UserProfileDialog({ userId, api, onClose, onSaved, title = text.dialog.title, initialTab = 'profile' }: UserProfileDialogProps) {
  const toast = useToast();
  const [tab, setTab] = useState(initialTab);
  const [details, setDetails] = useState<UserDetails | null>(null);
  const [general, setGeneral] = useState<UserDetailsInput | null>(null);
  const [info, setInfo] = useState<PrivateInfo | null>(null);
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
        setInfo(privateForm(p));
        setSsnOnFile(p.ssn);
      })
      .catch((err: Error) => live && setLoadError(err.message));
    return () => {
      live = false;
    };
  }, [api, userId]);

  const save = async () => {
    if (!general || !info) return;
    setFailure(null);
    if (tab === 'profile') {
      const errors = checkUserDetails(general);
      setGeneralErrors(errors);
      if (Object.keys(errors).length) return focusFirstInvalid(body.current);
    } else {
      const errors = checkPrivateInfo(info, { ssnOnFile: Boolean(ssnOnFile) });
      setPrivateErrors(errors);
      if (Object.keys(errors).length) return focusFirstInvalid(body.current);
    }
    setSaving(true);
    toast.info(text.dialog.saving, { id: TOAST_ID, persistent: true });
    try {
      if (tab === 'profile') {
        const saved = await api.saveDetails(userId, general);
        setDetails(saved);
        onSaved?.(saved);
      } else {
        const { ssn, ...rest } = info;
        const saved = await api.savePrivateInfo(userId, ssn ? info : rest);
        setSsnOnFile(saved.ssn);
      }
      toast.success(text.dialog.saved, { id: TOAST_ID });
    } catch (err) {
      toast.error(text.dialog.failed, { id: TOAST_ID });
      if (err instanceof PathcraftError && err.code === 'bad_request') setFailure(err.message);
    } finally {
      setSaving(false);
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
              onSelect={(id) => setTab(id as typeof tab)}
              tabs={[
                { id: 'profile', label: text.dialog.general, content: (
                    <GeneralTab
                      form={general}
                      email={details.email}
                      errors={generalErrors}
                      onChange={(next) => {
                        setGeneral(next);
                        setGeneralErrors((shown) => keepUnfixed(shown, checkUserDetails(next)));
                      }}
                    />
                  ),
                },
                { id: 'privateInfo', label: text.dialog.private, content: (
                    <PrivateTab
                      form={info}
                      errors={privateErrors}
                      ssnOnFile={ssnOnFile}
                      onChange={(next) => {
                        setInfo(next);
                        setPrivateErrors((shown) => keepUnfixed(shown, checkPrivateInfo(next, { ssnOnFile: Boolean(ssnOnFile) })));
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
