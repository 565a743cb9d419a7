import { byImportance, type OccupationDetailResponse, type OccupationElement, type PlaceInfo } from '@pathcraft/sdk';
import type { Db } from '../../db/client.ts';
import type { OccupationRow } from './find-occupation.ts';
import { findSchoolPrograms, type SchoolNameAccess } from './find-school-programs.ts';
import { findWages } from './find-wages.ts';
import { certificationsForOccupation } from './rank-certifications.ts';
import { referenceArrays } from './reference-sql.ts';

const ELEMENTS_SQL = `SELECT e.kind, e."elementId", e.name, e.description, oe.difficulty, oe.importance
  FROM "occOccupationElements" oe JOIN "occElements" e ON e."elementId" = oe."elementId" WHERE oe.code = ?`;
const OUTLOOK_SQL = `SELECT "changePercent", openings FROM "occProjections" WHERE soc = ?`;

export interface DetailOptions {
  place: PlaceInfo | null;
  wages: boolean;
  training: boolean;
  schoolNames?: SchoolNameAccess;
}

/** Everything the training plan shows about one occupation at one place (docs/rules.md#training-plans). */
export async function getOccupationDetail(
  db: Db,
  occupation: OccupationRow,
  options: DetailOptions,
): Promise<OccupationDetailResponse> {
  const skills: OccupationElement[] = [];
  const knowledge: OccupationElement[] = [];
  const [elements, outlooks, wages, programs, certifications] = await Promise.all([
    referenceArrays<[string, string, string, string, number, number]>(db, ELEMENTS_SQL, [occupation.code]),
    occupation.projectionSoc
      ? referenceArrays<[number | null, number | null]>(db, OUTLOOK_SQL, [occupation.projectionSoc])
      : [],
    options.wages ? findWages(db, occupation.wageSoc, options.place) : null,
    options.training ? findSchoolPrograms(db, occupation, options.place, options.schoolNames) : [],
    options.training ? certificationsForOccupation(db, occupation) : [],
  ]);
  for (const [kind, id, name, description, difficulty, importance] of elements) {
    (kind === 'skill' ? skills : knowledge).push({
      ElementId: id,
      ElementName: name,
      ElementDescription: description,
      DataValue: difficulty,
      Importance: importance,
    });
  }
  const outlook = outlooks[0];
  return {
    OccupationDetail: [
      {
        OnetCode: occupation.code,
        OnetTitle: occupation.title,
        OccupationDescription: occupation.description,
        JobZone: occupation.jobZone,
        Outlook: outlook ? { EmploymentChangePercent: outlook[0], AnnualOpenings: outlook[1] } : null,
      },
    ],
    SkillsDataList: byImportance(skills),
    KnowledgeDataList: byImportance(knowledge),
    ...(options.wages ? { Wages: wages } : {}),
    ...(options.training ? { SchoolPrograms: programs, CertList: certifications } : {}),
    Location: options.place,
  };
}
