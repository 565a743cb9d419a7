import { EMPLOYER_AGREEMENT_TEXT } from '@pathcraft/sdk';
import type { EmployerView } from '../invites/invite-types.ts';
import { text } from './agreements.messages.ts';

const t = text.employer;
const [s1, s2] = EMPLOYER_AGREEMENT_TEXT.sections;

/** Sections 1 and 2: the employer's contact facts, then its workforce counts. */
export function EmployerWorkforce({ employer }: { employer: EmployerView | null }) {
  return (
    <>
      <section aria-labelledby="ea-1">
        <h2 id="ea-1">{s1}</h2>
        {employer ? (
          <dl className="agreement-facts">
            <dt>{t.employer}</dt>
            <dd>{employer.name}</dd>
            <dt>{t.contact}</dt>
            <dd>
              {[[employer.contactFirstName, employer.contactLastName].filter(Boolean).join(' '), employer.contactTitle]
                .filter(Boolean)
                .join(', ')}
            </dd>
            <dt>{t.phone}</dt>
            <dd>{employer.contactPhone}</dd>
            <dt>{t.email}</dt>
            <dd>{employer.contactEmail}</dd>
            <dt>{t.ein}</dt>
            <dd>{employer.ein}</dd>
            <dt>{t.naicsCode}</dt>
            <dd>{employer.naicsCode}</dd>
          </dl>
        ) : (
          <p className="muted">{text.loading.employer}</p>
        )}
      </section>

      <section aria-labelledby="ea-2">
        <h2 id="ea-2">{s2}</h2>
        <table className="agreement-table">
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col">{t.total}</th>
              <th scope="col">{t.female}</th>
              <th scope="col">{t.peopleOfColor}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t.employees}</th>
              <td>{employer?.totalEmployees}</td>
              <td>{employer?.totalEmployeesFemale}</td>
              <td>{employer?.totalEmployeesColor}</td>
            </tr>
            <tr>
              <th scope="row">{t.journeyworkers}</th>
              <td>{employer?.totalJourneyWorkers}</td>
              <td>{employer?.totalJourneyWorkersFemale}</td>
              <td>{employer?.totalJourneyWorkersColor}</td>
            </tr>
          </tbody>
        </table>
      </section>
    </>
  );
}
