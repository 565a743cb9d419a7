/** Where the occupations come from (002 §1), with the attribution the O*NET database license asks for. */
export const DATA_CREDIT = 'Occupations, skills and knowledge come from the O*NET® database, a national occupational database covering over 900 occupations.';
export const ONET_DATABASE_URL = 'https://www.onetcenter.org/database.html';
export const CC_BY_URL = 'https://creativecommons.org/licenses/by/4.0/';

export function DataCredit() {
  return (
    <footer className="pc-tp-credit">
      <p>{DATA_CREDIT}</p>
      <p>
        This page includes information from the{' '}
        <a href={ONET_DATABASE_URL} target="_blank" rel="noopener noreferrer">
          O*NET 29.0 Database
        </a>{' '}
        by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the{' '}
        <a href={CC_BY_URL} target="_blank" rel="noopener noreferrer">
          CC BY 4.0
        </a>{' '}
        license. O*NET® is a trademark of USDOL/ETA. Pathcraft has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these modifications.
      </p>
    </footer>
  );
}
