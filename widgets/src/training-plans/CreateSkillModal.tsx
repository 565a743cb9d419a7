import { useRef, useState, type FormEvent } from 'react';
import { createSkillErrors, FORM_MAX, isValid, type FieldErrors, type CreateSkillInput } from '@pathcraft/sdk';
import type { OccupationElement } from '@pathcraft/sdk';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Field, focusFirstError } from './Field.tsx';
import { text } from './training-plans.messages.ts';

const DIFFICULTY = ['1', '2', '3', '4', '5'] as const;

export interface CreateSkillModalProps {
  onCreate: (skill: Omit<OccupationElement, 'ElementId'>) => void;
  onClose: () => void;
}

const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** manageSkill (docs/rules.md#training-plans): name, description, difficulty 1-5 and importance 1-100, all required. */
export function CreateSkillModal({ onCreate, onClose }: CreateSkillModalProps) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ ElementName: '', ElementDescription: '', DataValue: '', Importance: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof CreateSkillInput>>({});
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const skill = { ...values, DataValue: toNumber(values.DataValue), Importance: toNumber(values.Importance) };
    const found = createSkillErrors(skill);
    setErrors(found);
    if (!isValid(found)) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    onCreate(skill as Omit<OccupationElement, 'ElementId'>);
  };

  const footer = (
    <>
      <Button onClick={onClose}>{text.cancel}</Button>
      <Button variant="primary" onClick={() => submit()}>
        {text.save}
      </Button>
    </>
  );
  return (
    <Modal open title={text.createSkill.title} onClose={onClose} footer={footer}>
      <form ref={form} className="pc-tp-form" onSubmit={submit} noValidate>
        <Field
          label={text.createSkill.name}
          name="ElementName"
          value={values.ElementName}
          onChange={set('ElementName')}
          error={errors.ElementName}
          maxLength={FORM_MAX.skillName}
        />
        <Field
          label={text.createSkill.description}
          name="ElementDescription"
          multiline
          value={values.ElementDescription}
          onChange={set('ElementDescription')}
          error={errors.ElementDescription}
          maxLength={FORM_MAX.skillDescription}
        />
        <Field
          label={text.createSkill.difficulty}
          name="DataValue"
          options={DIFFICULTY}
          value={values.DataValue}
          onChange={set('DataValue')}
          error={errors.DataValue}
        />
        <Field
          label={text.createSkill.importance}
          name="Importance"
          type="number"
          min={1}
          max={100}
          value={values.Importance}
          onChange={set('Importance')}
          error={errors.Importance}
        />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
