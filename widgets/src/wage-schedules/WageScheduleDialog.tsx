import { useId } from 'react';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { useWageScheduleDialog, type WageScheduleDialogOptions } from './use-wage-schedule-dialog.ts';
import { text } from './wage-schedules.messages.ts';
import { WagePeriodDialog } from './WagePeriodDialog.tsx';
import { WageScheduleBasics } from './WageScheduleBasics.tsx';
import { WageSchedulePeriods } from './WageSchedulePeriods.tsx';

export interface WageScheduleDialogProps extends WageScheduleDialogOptions {
  onClose: () => void;
}

const t = text.dialog;

/**
 * 'New Wage Schedule' / 'Edit Wage Schedule' (docs/rules.md#wage-schedules):
 * step 0 the title and entry wage, step 1 the wage periods. Mount it to open it.
 */
export function WageScheduleDialog({ onClose, ...options }: WageScheduleDialogProps) {
  const d = useWageScheduleDialog(options);
  const problemsId = useId();
  const { period } = d;

  const footer =
    d.step === 0 ? (
      <>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button variant="primary" onClick={d.next}>
          {t.next}
        </Button>
      </>
    ) : (
      <>
        <Button onClick={d.back} disabled={d.saving}>
          {t.back}
        </Button>
        <Button
          variant="primary"
          onClick={d.save}
          disabled={d.saving || d.problems.length > 0}
          aria-describedby={d.problems.length ? problemsId : undefined}
        >
          {d.saving ? t.saving : t.save}
        </Button>
      </>
    );

  return (
    <>
      <Modal open title={options.schedule ? t.editTitle : t.newTitle} onClose={onClose} footer={footer} size="lg">
        {d.step === 0 ? (
          <WageScheduleBasics
            formRef={d.step0}
            title={d.title}
            entry={d.entry}
            floor={d.floor}
            errors={d.errors}
            rapidsId={d.rapidsId}
            onRapidsId={d.setRapidsId}
            onTitle={d.setTitle}
            onEntry={d.setEntry}
            onNext={d.next}
          />
        ) : (
          <WageSchedulePeriods
            title={d.title}
            entryWage={d.entryWage}
            ojtHours={d.ojtHours}
            rates={d.rates}
            problems={d.problems}
            failure={d.failure}
            problemsId={problemsId}
            onChange={d.back}
            onOpenPeriod={d.openPeriod}
            onRemovePeriod={d.removePeriod}
          />
        )}
      </Modal>
      {period ? (
        <WagePeriodDialog
          mode={period.mode}
          index={period.index}
          rates={d.rates}
          entryWage={d.entryWage}
          ojtHours={d.ojtHours}
          floor={d.floor}
          onCancel={d.closePeriod}
          onDelete={() => {
            d.removePeriod(period.index);
            d.closePeriod();
          }}
          onSave={(saved) => {
            d.savePeriod(period, saved);
            d.closePeriod();
          }}
        />
      ) : null}
    </>
  );
}
