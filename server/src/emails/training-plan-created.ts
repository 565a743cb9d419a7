import { PLAN_CREATED_SUBJECT } from '@pathcraft/sdk';
import { type Branding, renderEmail } from './render.ts';

/** The internal 'Training Plan Created' notice (docs/rules.md#e-mails): who shared which plan, and when. */
export interface TrainingPlanCreatedProps {
  name: string;
  email: string;
  phone: string;
  companyName: string;
  /** MM/DD/YYYY h:mm A (sdk planDateTime). */
  date: string;
  occupationTitle: string;
  occupationCode: string;
  location: string | null;
  planId: string;
  planUrl: string;
}

export const trainingPlanCreatedSample: TrainingPlanCreatedProps = {
  name: 'Dana Whitfield',
  email: 'dana.whitfield@keystoneprecision.example',
  phone: '412-555-0148',
  companyName: 'Keystone Precision Machining',
  date: '03/05/2026 2:07 PM',
  occupationTitle: 'Computer Numerically Controlled Tool Operators',
  occupationCode: '51-9161.00',
  location: 'Pittsburgh, PA 15238',
  planId: 'Jq3LkP8sVw2XnR7tYc4e',
  planUrl: 'http://localhost:3000/external/job-profiles/Jq3LkP8sVw2XnR7tYc4e',
};

function rowsOf(p: TrainingPlanCreatedProps) {
  return [
    { label: 'Name', value: p.name },
    { label: 'E-mail', value: p.email },
    { label: 'Phone', value: p.phone },
    { label: 'Company', value: p.companyName },
    { label: 'Date', value: p.date },
    { label: 'Occupation', value: `${p.occupationTitle} (${p.occupationCode})` },
    { label: 'Location', value: p.location ?? 'Not given' },
    { label: 'Plan ID', value: p.planId },
  ];
}

export function trainingPlanCreatedEmail(props: TrainingPlanCreatedProps, branding: Branding = {}) {
  const rows = rowsOf(props);
  const html = renderEmail('training-plan-created', PLAN_CREATED_SUBJECT, { rows, planUrl: props.planUrl }, branding);
  const text = [
    PLAN_CREATED_SUBJECT,
    '',
    ...rows.map((r) => `${r.label}: ${r.value}`),
    '',
    `Open the plan: ${props.planUrl}`,
  ].join('\n');
  return { subject: PLAN_CREATED_SUBJECT, html, text };
}
