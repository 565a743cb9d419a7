import {
  AGREEMENT_LOCALE,
  AGREEMENT_MESSAGES,
  EMPLOYER_AGREEMENT_TEXT,
  fieldMessages,
  formatNumericDate,
  getEmployerAgreementsById,
  getEmployerAgreementsByIdEmployerProfile,
  getEmployerAgreementsByIdPdfUrl,
  getEmployerAgreementsByIdProgram,
  MESSAGES,
  type PathcraftClient,
  postEmployerAgreementsByIdSign,
  untyped,
  ZEmployerAgreementSignature,
} from '@pathcraft/sdk';
import type { SignaturePadHandle } from '@pathcraft/widgets/signatures';
import { useToast } from '@pathcraft/widgets/ui';
import { useEffect, useRef, useState } from 'react';
import { downloadPdf, HOSTLESS, isAccessRefused } from '../invites/invite-client.ts';
import type { EmployerView, Org, ProgramView } from '../invites/invite-types.ts';
import { text } from './agreements.messages.ts';

export interface EmployerAgreementView {
  id: string;
  signerName: string | null;
  signerTitle: string | null;
  signerSignatureDate: string | null;
  signerSignatureUrl: string | null;
  signedAt: string | null;
  inviteHistory: { actionAt: string; actionTaken?: string }[] | null;
}
export interface EmployerAgreementAnswer {
  item: EmployerAgreementView;
  org: Org | null;
  canSign: boolean;
  signer: { name: string; title: string | null; email: string | null } | null;
}

const TOAST_ID = 'employer-agreement-sign';
const DOWNLOAD_TOAST_ID = 'employer-agreement-download';
/** The server's check of the signer's name and title (their limits). */
const signerFields = ZEmployerAgreementSignature.pick({ signerName: true, signerTitle: true });

/** Workforce info, training program and the agreement, loaded one after the other with their loading texts; then Download. */
export function useEmployerAgreement({ client, agreementId }: { client: PathcraftClient; agreementId: string }) {
  const toast = useToast();
  const [employer, setEmployer] = useState<EmployerView | null>(null);
  const [program, setProgram] = useState<ProgramView | null>(null);
  const [answer, setAnswer] = useState<EmployerAgreementAnswer | null>(null);
  const [loading, setLoading] = useState(text.loading.workforce);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const agreement = { id: agreementId };
    (async () => {
      setEmployer(
        untyped<EmployerView | null>((await getEmployerAgreementsByIdEmployerProfile(client, agreement)).item),
      );
      if (!live) return;
      setLoading(text.loading.program);
      setProgram(untyped<ProgramView | null>((await getEmployerAgreementsByIdProgram(client, agreement)).item));
      if (!live) return;
      setLoading(text.loading.employerAgreement);
      setAnswer(untyped<EmployerAgreementAnswer>(await getEmployerAgreementsById(client, agreement)));
    })().catch((err: Error) => live && setError(err.message));
    return () => {
      live = false;
    };
  }, [client, agreementId]);

  const download = () => {
    if (!answer) return;
    downloadPdf(
      client,
      getEmployerAgreementsByIdPdfUrl(HOSTLESS, { id: answer.item.id }),
      `${EMPLOYER_AGREEMENT_TEXT.title}.pdf`,
    ).catch(
      // An expired access token: the page asks for the code again, then Download works again.
      (err: unknown) =>
        isAccessRefused(err) || toast.error(AGREEMENT_MESSAGES.refreshAndTryAgain, { id: DOWNLOAD_TOAST_ID }),
    );
  };
  const markSigned = (item: EmployerAgreementView) =>
    setAnswer((current) => current && { ...current, item, canSign: false });

  return { employer, program, answer, loading, error, download, markSigned };
}

/**
 * Employer Management Approval: name and title (prefilled from the signer), today's date, a
 * signature adopted from the pad, then Sign Agreement.
 */
export function useEmployerApproval({
  client,
  answer,
  onSigned,
}: {
  client: PathcraftClient;
  answer: EmployerAgreementAnswer;
  onSigned: (item: EmployerAgreementView) => void;
}) {
  const toast = useToast();
  const agreement = answer.item;
  const [name, setName] = useState(agreement.signerName ?? answer.signer?.name ?? '');
  const [title, setTitle] = useState(agreement.signerTitle ?? answer.signer?.title ?? '');
  // The date the signer sees is the date sent: fixed when the form opens.
  const [date] = useState(() => formatNumericDate(new Date(), AGREEMENT_LOCALE));
  const [signature, setSignature] = useState<string | null>(null);
  const [padOpen, setPadOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** A name or title the server would refuse (too long), by field: signerName, signerTitle. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  /** Adopt Signature on an empty pad: said in the signature dialog. */
  const [padError, setPadError] = useState<string | null>(null);
  const [signing, setSigning] = useState(false);
  // Two clicks before the first re-render would both sign: the second answer, a 409, replaced
  // 'Employer Agreement Signed & Accepted!' with 'Something went wrong'. One signing at a time.
  const signingNow = useRef(false);
  const pad = useRef<SignaturePadHandle>(null);

  const sign = async () => {
    if (signingNow.current) return;
    if (!signature) return setError(AGREEMENT_MESSAGES.employerSignatureRequired);
    if (!name.trim() || !title.trim()) return setError(text.employer.nameAndTitleRequired);
    // The server's own limits, said at the field: a pasted 300-character title once came back as 'Something went wrong'.
    const checked = signerFields.safeParse({ signerName: name, signerTitle: title });
    setFieldErrors(checked.success ? {} : fieldMessages(checked.error.issues));
    setError(null);
    if (!checked.success) return;
    signingNow.current = true;
    setSigning(true);
    toast.info(AGREEMENT_MESSAGES.signing, { id: TOAST_ID, persistent: true });
    try {
      const res = await postEmployerAgreementsByIdSign(
        client,
        { id: agreement.id },
        { body: { signerName: name, signerTitle: title, signerSignature: signature, signerSignatureDate: date } },
      );
      toast.success(AGREEMENT_MESSAGES.employerSigned, { id: TOAST_ID, persistent: true });
      onSigned(untyped<EmployerAgreementView>(res.item));
    } catch (err) {
      // An expired access token: the page asks for the code again over the form, which keeps name, title and signature.
      if (isAccessRefused(err)) toast.dismiss(TOAST_ID);
      else toast.error(MESSAGES.somethingWentWrongTryAgain, { id: TOAST_ID });
      signingNow.current = false;
      setSigning(false);
    }
  };

  /** Adopt Signature: the pad's drawing becomes the signature, or the pad stays open with the error. */
  const adopt = () => {
    if (!pad.current || pad.current.isEmpty()) return setPadError(AGREEMENT_MESSAGES.employerSignatureRequired);
    setSignature(pad.current.toDataUrl());
    setPadError(null);
    setError(null);
    setPadOpen(false);
  };

  return {
    name,
    setName,
    title,
    setTitle,
    date,
    signature,
    padOpen,
    openPad: () => setPadOpen(true),
    closePad: () => {
      setPadError(null);
      setPadOpen(false);
    },
    error,
    fieldErrors,
    padError,
    clearPadError: () => setPadError(null),
    signing,
    pad,
    sign,
    adopt,
  };
}
