import { useId, useState, type FormEvent } from 'react';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { PlanItemView } from './PlanItems.tsx';
import { text } from './training-plans.messages.ts';
import { itemKey, type Category, type PlanItem } from './training-plans.state.ts';

/** A plan needs at least one skill and one knowledge item; certifications and programs may be none. */
export const isMandatory = (category: Category) => category === 'skills' || category === 'knowledge';

export interface EditOccupationModalProps {
  category: Category;
  available: readonly PlanItem[];
  selected: readonly PlanItem[];
  onSave: (items: PlanItem[]) => void;
  onClose: () => void;
}

/** editOccupation (docs/rules.md#training-plans): choose the skills, knowledge, certificates or school programs of the plan. */
export function EditOccupationModal({ category, available, selected, onSave, onClose }: EditOccupationModalProps) {
  const id = useId();
  const [chosen, setChosen] = useState(() => new Set(selected.map(itemKey)));
  const [error, setError] = useState<string | null>(null);

  const toggle = (key: string) => {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
    setError(null);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const items = available.filter((item) => chosen.has(itemKey(item)));
    if (!items.length && isMandatory(category)) {
      setError(text.choose.atLeastOne);
      return;
    }
    onSave(items);
  };

  // The message sits beside Save, in the footer that stays in view, not under a long list.
  const footer = (
    <>
      {error ? (
        <p id={`${id}-error`} className="pc-tp-field__error pc-tp-footer-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button onClick={onClose}>{text.cancel}</Button>
      <Button variant="primary" onClick={() => submit()}>
        {text.save}
      </Button>
    </>
  );

  return (
    <Modal open title={text.choose[category]} onClose={onClose} footer={footer} size="lg">
      <form onSubmit={submit} noValidate>
        <fieldset className="pc-tp-choices" aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="pc-visually-hidden">{text.choose[category]}</legend>
          {available.length ? null : <p className="pc-tp-muted">{text.choose.nothing}</p>}
          {available.map((item) => {
            const key = itemKey(item);
            return (
              <label key={key} className="pc-tp-choice">
                <input type="checkbox" name="item" value={key} checked={chosen.has(key)} onChange={() => toggle(key)} />
                <PlanItemView category={category} item={item} links={false} />
              </label>
            );
          })}
        </fieldset>
      </form>
    </Modal>
  );
}
