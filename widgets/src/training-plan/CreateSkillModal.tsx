import { useRef, useState, type FormEvent } from 'react';
import { createSkillErrors, FORM_MAX, isValid, type FieldErrors, type CreateSkillInput } from '@pathcraft/sdk';
import type { OccupationElement } from '@pathcraft/sdk';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Field, focusFirstError } from './Field.tsx';

export const CREATE_SKILL_TITLE = 'Create Skill';
const DIFFICULTY = ['1', '2', '3', '4', '5'] as const;

export interface CreateSkillModalProps {
  onCreate: (skill: Omit<OccupationElement, 'ElementId'>) => void;
  onClose: () => void;
}

const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** manageSkill (001 §2, §5): name, description, difficulty 1-5 and importance 1-100, all required. */
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
      <Button onClick={onClose}>Cancel</Button>
      <Button variant="primary" onClick={() => submit()}>
        Save
      </Button>
    </>
  );
  return (
    <Modal open title={CREATE_SKILL_TITLE} onClose={onClose} footer={footer}>
      <form ref={form} className="pc-tp-form" onSubmit={submit} noValidate>
        <Field label="Name" name="ElementName" value={values.ElementName} onChange={set('ElementName')} error={errors.ElementName} maxLength={FORM_MAX.skillName} />
        <Field label="Description" name="ElementDescription" multiline value={values.ElementDescription} onChange={set('ElementDescription')} error={errors.ElementDescription} maxLength={FORM_MAX.skillDescription} />
        <Field label="Difficulty (1-5)" name="DataValue" options={DIFFICULTY} value={values.DataValue} onChange={set('DataValue')} error={errors.DataValue} />
        <Field label="Importance (1-100)" name="Importance" type="number" min={1} max={100} value={values.Importance} onChange={set('Importance')} error={errors.Importance} />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
