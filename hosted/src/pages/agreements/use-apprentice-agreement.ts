import {
  AGREEMENT_MESSAGES,
  getApprenticeAgreementsById,
  getApprenticeAgreementsByIdPdfUrl,
  getInvitesByIdUserDetails,
  getInvitesByIdUserPrivateInfo,
  type PathcraftClient,
  postApprenticeAgreementsByIdSign,
  putInvitesByIdUserDetails,
  putInvitesByIdUserPrivateInfo,
  untyped,
} from '@pathcraft/sdk';
import type { SignaturePadHandle } from '@pathcraft/widgets/signature';
import { useToast } from '@pathcraft/widgets/ui';
import type { PrivateInfoView, UserDetails, UserProfileApi } from '@pathcraft/widgets/user-profile';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { downloadPdf } from '../invites/invite-client.ts';
import { text } from './agreements.messages.ts';
import type { ApprenticeAgreementView } from './apprentice-agreement.types.ts';

const TOAST_ID = 'apprentice-agreement-save';

export interface ApprenticeAgreementOptions {
  client: PathcraftClient;
  agreementId: string;
  inviteId: string | null;
  dataType: 'invite' | 'doc';
}

/** The invitee's own records through the invite; `onPrivateSaved` tells the page the private tab was saved. */
function inviteProfileApi(client: PathcraftClient, inviteId: string, onPrivateSaved: () => void): UserProfileApi {
  const invite = { id: inviteId };
  return {
    getDetails: () => getInvitesByIdUserDetails(client, invite).then((r) => untyped<UserDetails>(r.item)),
    saveDetails: (_userId, input) => putInvitesByIdUserDetails(client, invite, { body: input }).then((r) => untyped<UserDetails>(r.item)),
    getPrivateInfo: () => getInvitesByIdUserPrivateInfo(client, invite).then((r) => untyped<PrivateInfoView>(r.item)),
    savePrivateInfo: async (_userId, info) => {
      const r = await putInvitesByIdUserPrivateInfo(client, invite, { body: info });
      onPrivateSaved();
      return untyped<PrivateInfoView>(r.item);
    },
  };
}

/**
 * The apprentice agreement's data and steps: load, the review of the personal
 * information (reviewed once its private tab is saved; always in doc mode),
 * signing with the pad, and the PDF download.
 */
export function useApprenticeAgreement({ client, agreementId, inviteId, dataType }: ApprenticeAgreementOptions) {
  const toast = useToast();
  const [view, setView] = useState<ApprenticeAgreementView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reviewed, setReviewed] = useState(dataType === 'doc');
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const pad = useRef<SignaturePadHandle>(null);

  const load = useCallback(
    () =>
      getApprenticeAgreementsById(client, { id: agreementId }).then(
        (r) => setView(untyped<{ item: ApprenticeAgreementView }>(r).item),
        (err: Error) => setError(err.message),
      ),
    [client, agreementId],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const profileApi = useMemo(() => (inviteId ? inviteProfileApi(client, inviteId, () => setReviewed(true)) : null), [client, inviteId]);

  const sign = async () => {
    if (!view) return;
    if (!pad.current || pad.current.isEmpty()) return setSignatureError(AGREEMENT_MESSAGES.apprenticeSignatureRequired);
    setSignatureError(null);
    setSaving(true);
    toast.info(AGREEMENT_MESSAGES.saving, { id: TOAST_ID, persistent: true });
    try {
      const res = await postApprenticeAgreementsByIdSign(client, { id: view.agreement.id }, { body: { dataUrl: pad.current.toDataUrl() } });
      setView(untyped<ApprenticeAgreementView>(res.item));
      toast.success(AGREEMENT_MESSAGES.apprenticeSigned, { id: TOAST_ID });
      window.scrollTo(0, 0);
    } catch {
      toast.error(AGREEMENT_MESSAGES.refreshAndTryAgain, { id: TOAST_ID, persistent: true });
    } finally {
      setSaving(false);
    }
  };

  const download = () => {
    if (!view) return;
    downloadPdf(inviteId, getApprenticeAgreementsByIdPdfUrl(client, { id: view.agreement.id }), text.apprentice.pdfName).catch(() =>
      toast.error(AGREEMENT_MESSAGES.refreshAndTryAgain, { id: TOAST_ID }),
    );
  };

  return {
    view,
    error,
    reviewed,
    editing,
    saving,
    signatureError,
    pad,
    profileApi,
    sign,
    download,
    startEditing: () => setEditing(true),
    /** The records dialog closed: reload, since the agreement shows what was saved there. */
    stopEditing: () => {
      setEditing(false);
      void load();
    },
    /** A save in the records dialog: the personal information is reviewed, and Section A shows what was saved at once. */
    profileSaved: () => {
      setReviewed(true);
      void load();
    },
    clearSignatureError: () => setSignatureError(null),
  };
}
