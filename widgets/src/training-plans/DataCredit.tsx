import { text } from './training-plans.messages.ts';

/** Where the occupations come from (docs/rules.md#training-plans), with the attribution the O*NET database license asks for. */
export const ONET_DATABASE_URL = 'https://www.onetcenter.org/database.html';
export const CC_BY_URL = 'https://creativecommons.org/licenses/by/4.0/';

export function DataCredit() {
  const { credit } = text;
  return (
    <footer className="pc-tp-credit">
      <p>{credit.summary}</p>
      <p>
        {credit.from}{' '}
        <a href={ONET_DATABASE_URL} target="_blank" rel="noopener noreferrer">
          {credit.database}
        </a>{' '}
        {credit.by}{' '}
        <a href={CC_BY_URL} target="_blank" rel="noopener noreferrer">
          {credit.license}
        </a>{' '}
        {credit.rest}
      </p>
    </footer>
  );
}
