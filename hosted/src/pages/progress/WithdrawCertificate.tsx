import {
  type ApprenticeProgressView,
  formatDay,
  localizeMessage,
  PROGRESS_MESSAGES,
  postProgressApprenticeshipsByApprenticeshipIdApprenticesByUserIdCertificateWithdraw as postWithdraw,
} from '@pathcraft/sdk';
import { Button, ConfirmDialog } from '@pathcraft/widgets/ui';
import { useState } from 'react';
import { api } from '../../session.ts';
import { useSubmitOnce } from '../console/parts/use-submit-once.ts';
import { text } from './progress.messages.ts';

const t = text.certificate;

/**
 * The apprentice's certificate of completion in the sponsor's list: the day it was issued and, for
 * the sponsor (the server's completion.canWithdraw), a way to withdraw one recorded in error. The
 * dialog asks first and asks why (required, as the server checks); `onWithdrawn` reads the list again.
 */
export function WithdrawCertificate({
  progress: p,
  onWithdrawn,
}: {
  progress: ApprenticeProgressView;
  onWithdrawn: (notice: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A double click on Withdraw in the dialog sends once (the dialog's own guard re-renders too late).
  const { run } = useSubmitOnce();
  if (!p.completion) return null;
  const day = formatDay(p.completion.completedAt.slice(0, 10));
  const close = () => {
    setOpen(false);
    setReason('');
    setError(null);
  };
  const withdraw = async () => {
    if (!reason.trim()) {
      setError(localizeMessage(PROGRESS_MESSAGES.withdrawalReason));
      // Refused here: the dialog enables its button again.
      throw new Error(PROGRESS_MESSAGES.withdrawalReason);
    }
    let failed: Error | null = null;
    await run(async () => {
      try {
        await postWithdraw(
          api,
          { apprenticeshipId: p.apprenticeshipId, userId: p.userId },
          { body: { reason: reason.trim() } },
        );
        close();
        onWithdrawn(t.withdrawn(p.name));
      } catch (err) {
        failed = err as Error;
        setError(failed.message);
      }
    });
    if (failed) throw failed;
  };
  return (
    <span className="progress-certificate-cell" data-testid="apprentice-certificate">
      <span className="muted">{t.issuedOn(day)}</span>
      {p.completion.canWithdraw ? (
        <>
          {' '}
          <Button
            variant="secondary"
            aria-label={t.withdrawOf(p.name)}
            onClick={() => {
              setError(null);
              setOpen(true);
            }}
          >
            {t.withdraw}
          </Button>
          <ConfirmDialog
            open={open}
            title={t.withdrawTitle}
            text={t.withdrawText(p.name, p.apprenticeshipTitle, day)}
            primaryText={t.confirmWithdraw}
            danger
            onPrimary={withdraw}
            onSecondary={close}
          >
            <label className="pc-field">
              <span className="pc-field__label">{t.reason}</span>
              <textarea
                className="pc-input"
                rows={3}
                maxLength={1000}
                required
                aria-invalid={error !== null}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setError(null);
                }}
              />
            </label>
            {error ? (
              <p className="pc-alert pc-alert--error" role="alert">
                {error}
              </p>
            ) : null}
          </ConfirmDialog>
        </>
      ) : null}
    </span>
  );
}
