import {
  AGREEMENT_MESSAGES,
  getApprenticeAgreementsById,
  getApprenticeAgreementsByIdPdfUrl,
  getApprenticeAgreementsByIdRegistrationPacketUrl,
  getInvitesByIdUserDetails,
  getInvitesByIdUserPrivateInfo,
  type PathcraftClient,
  GUARDIAN_MESSAGES,
  PathcraftError,
  postApprenticeAgreementsByIdGuardianSign,
  postApprenticeAgreementsByIdSign,
  putApprenticeAgreementsByIdGuardian,
  putInvitesByIdUserDetails,
  putInvitesByIdUserPrivateInfo,
  untyped,
  ZAgreementGuardian,
} from '@pathcraft/sdk';
import type { SignaturePadHandle } from '@pathcraft/widgets/signatures';
import { useToast } from '@pathcraft/widgets/ui';
import type { PrivateInfoView, UserDetails, UserProfileApi } from '@pathcraft/widgets/user-profiles';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { downloadPdf, HOSTLESS, isAccessRefused, reviewedInvites } from '../invites/invite-client.ts';
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
    saveDetails: (_userId, input) =>
      putInvitesByIdUserDetails(client, invite, { body: input }).then((r) => untyped<UserDetails>(r.item)),
    getPrivateInfo: () => getInvitesByIdUserPrivateInfo(client, invite).then((r) => untyped<PrivateInfoView>(r.item)),
    savePrivateInfo: async (_userId, info) => {
      const r = await putInvitesByIdUserPrivateInfo(client, invite, { body: info });
      onPrivateSaved();
      return untyped<PrivateInfoView>(r.item);
    },
    // An expired access token: the invite page asks for the code again over the dialog, which keeps what was typed.
    refusalForPage: isAccessRefused,
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
  /** Whose signature this visitor's invite adds: the apprentice's, the parent's or guardian's, or none (staff). */
  const [signingAs, setSigningAs] = useState<'apprentice' | 'guardian' | null>(null);
  const [guardianErrors, setGuardianErrors] = useState<Record<string, string>>({});
  const [guardianSaving, setGuardianSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Reviewed in this browser session already (saved, then the tab reloaded): straight to step 2.
  const [reviewed, setReviewedState] = useState(
    () => dataType === 'doc' || (inviteId !== null && reviewedInvites.get(inviteId) === 'true'),
  );
  const setReviewed = useCallback(() => {
    if (inviteId) reviewedInvites.set(inviteId, 'true');
    setReviewedState(true);
  }, [inviteId]);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const pad = useRef<SignaturePadHandle>(null);

  const load = useCallback(
    () =>
      getApprenticeAgreementsById(client, { id: agreementId }).then(
        (r) => {
          const answer = untyped<{ item: ApprenticeAgreementView; signingAs?: 'apprentice' | 'guardian' | null }>(r);
          setView(answer.item);
          setSigningAs(answer.signingAs ?? null);
        },
        (err: Error) => setError(err.message),
      ),
    [client, agreementId],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const profileApi = useMemo(
    () => (inviteId ? inviteProfileApi(client, inviteId, setReviewed) : null),
    [client, inviteId, setReviewed],
  );

  // A second click before the answer would send a second signature (and show its 409): one at a time.
  const signingNow = useRef(false);
  const sign = async () => {
    if (!view || signingNow.current) return;
    if (!pad.current || pad.current.isEmpty()) return setSignatureError(AGREEMENT_MESSAGES.apprenticeSignatureRequired);
    setSignatureError(null);
    signingNow.current = true;
    setSaving(true);
    toast.info(AGREEMENT_MESSAGES.saving, { id: TOAST_ID, persistent: true });
    try {
      const id = { id: view.agreement.id };
      const body = { body: { dataUrl: pad.current.toDataUrl() } };
      const res =
        signingAs === 'guardian'
          ? await postApprenticeAgreementsByIdGuardianSign(client, id, body)
          : await postApprenticeAgreementsByIdSign(client, id, body);
      setView(untyped<ApprenticeAgreementView>(res.item));
      toast.success(signingAs === 'guardian' ? GUARDIAN_MESSAGES.signed : AGREEMENT_MESSAGES.apprenticeSigned, {
        id: TOAST_ID,
      });
      window.scrollTo(0, 0);
    } catch (err) {
      // An expired access token: the page asks for the code again over the agreement, which keeps the signature.
      if (isAccessRefused(err)) return toast.dismiss(TOAST_ID);
      // A refusal the signer can act on (a guardian still to name) says so; anything else asks for a reload.
      const message =
        err instanceof PathcraftError && err.status === 400 ? err.message : AGREEMENT_MESSAGES.refreshAndTryAgain;
      toast.error(message, { id: TOAST_ID, persistent: true });
    } finally {
      signingNow.current = false;
      setSaving(false);
    }
  };

  /** The apprentice (or staff) names the parent or guardian; after the apprentice signed, this (re)sends their invitation. */
  const saveGuardian = async (input: { guardianName: string; guardianEmail: string }) => {
    if (!view || guardianSaving) return;
    const parsed = ZAgreementGuardian.safeParse(input);
    if (!parsed.success) {
      setGuardianErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse()));
      return;
    }
    setGuardianErrors({});
    setGuardianSaving(true);
    try {
      const res = await putApprenticeAgreementsByIdGuardian(client, { id: view.agreement.id }, { body: parsed.data });
      const saved = untyped<ApprenticeAgreementView>(res.item);
      setView(saved);
      toast.success(
        saved.agreement.apprenticeSignedAt
          ? text.guardian.invitationSent(parsed.data.guardianEmail)
          : GUARDIAN_MESSAGES.saved,
        { id: TOAST_ID },
      );
    } catch (err) {
      const fields =
        err instanceof PathcraftError
          ? (err.details as { fields?: Record<string, string> } | undefined)?.fields
          : undefined;
      if (fields) setGuardianErrors(fields);
      if (isAccessRefused(err)) return toast.dismiss(TOAST_ID);
      toast.error(
        err instanceof PathcraftError && err.status < 500 ? err.message : AGREEMENT_MESSAGES.refreshAndTryAgain,
        { id: TOAST_ID, persistent: true },
      );
    } finally {
      setGuardianSaving(false);
    }
  };

  const download = () => {
    if (!view) return;
    downloadPdf(
      client,
      getApprenticeAgreementsByIdPdfUrl(HOSTLESS, { id: view.agreement.id }),
      text.apprentice.pdfName,
    ).catch(
      // An expired access token: the page asks for the code again, then Download works again.
      (err: unknown) => isAccessRefused(err) || toast.error(AGREEMENT_MESSAGES.refreshAndTryAgain, { id: TOAST_ID }),
    );
  };

  /** The registration packet: refused with the reason while the employer agreement is not signed. */
  const downloadPacket = () => {
    if (!view) return;
    downloadPdf(
      client,
      getApprenticeAgreementsByIdRegistrationPacketUrl(HOSTLESS, { id: view.agreement.id }),
      text.apprentice.packetName,
    ).catch((err: Error) => isAccessRefused(err) || toast.error(err.message, { id: TOAST_ID }));
  };

  return {
    view,
    signingAs,
    guardianErrors,
    guardianSaving,
    saveGuardian,
    error,
    reviewed,
    editing,
    saving,
    signatureError,
    pad,
    profileApi,
    sign,
    download,
    downloadPacket,
    startEditing: () => setEditing(true),
    /** The records dialog closed: reload, since the agreement shows what was saved there. */
    stopEditing: () => {
      setEditing(false);
      void load();
    },
    /** A save in the records dialog: the personal information is reviewed, and Section A shows what was saved at once. */
    profileSaved: () => {
      setReviewed();
      void load();
    },
    clearSignatureError: () => setSignatureError(null),
  };
}
