import { createSkillErrors, FORM_MAX, type OccupationElement } from '@pathcraft/sdk';
import { FormModal, useFieldForm } from './FormModal.tsx';
import { text } from './training-plans.messages.ts';

const DIFFICULTY = ['1', '2', '3', '4', '5'] as const;

export interface CreateSkillModalProps {
  onCreate: (skill: Omit<OccupationElement, 'ElementId'>) => void;
  onClose: () => void;
}

const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** manageSkill (docs/rules.md#training-plans): name, description, difficulty 1-5 and importance 1-100, all required. */
export function CreateSkillModal({ onCreate, onClose }: CreateSkillModalProps) {
  const { form, values, field, check } = useFieldForm({
    ElementName: '',
    ElementDescription: '',
    DataValue: '',
    Importance: '',
  });

  const submit = () => {
    const skill = { ...values, DataValue: toNumber(values.DataValue), Importance: toNumber(values.Importance) };
    if (check(createSkillErrors(skill))) onCreate(skill as Omit<OccupationElement, 'ElementId'>);
  };

  return (
    <FormModal title={text.createSkill.title} form={form} onSubmit={submit} onClose={onClose}>
      {field('ElementName', text.createSkill.name, { maxLength: FORM_MAX.skillName })}
      {field('ElementDescription', text.createSkill.description, {
        multiline: true,
        maxLength: FORM_MAX.skillDescription,
      })}
      {field('DataValue', text.createSkill.difficulty, { options: DIFFICULTY })}
      {field('Importance', text.createSkill.importance, { type: 'number', min: 1, max: 100 })}
    </FormModal>
  );
}
