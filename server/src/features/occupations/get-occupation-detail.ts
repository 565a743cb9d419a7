import { byImportance, type OccupationDetailResponse, type OccupationElement, type PlaceInfo } from '@pathcraft/sdk';
import type Database from 'better-sqlite3';
import { preparedStatement } from '../../db/client.ts';
import type { OccupationRow } from './find-occupation.ts';
import { findSchoolPrograms, type SchoolNameAccess } from './find-school-programs.ts';
import { findWages } from './find-wages.ts';
import { certificationsForOccupation } from './rank-certifications.ts';

const ELEMENTS_SQL = `SELECT e.kind, e.elementId, e.name, e.description, oe.difficulty, oe.importance
  FROM occOccupationElements oe JOIN occElements e ON e.elementId = oe.elementId WHERE oe.code = ?`;
const OUTLOOK_SQL = `SELECT changePercent, openings FROM occProjections WHERE soc = ?`;

export interface DetailOptions {
  place: PlaceInfo | null;
  wages: boolean;
  training: boolean;
  schoolNames?: SchoolNameAccess;
}

/** Everything the training plan shows about one occupation at one place (001 §7). */
export function getOccupationDetail(sqlite: Database.Database, occupation: OccupationRow, options: DetailOptions): OccupationDetailResponse {
  const skills: OccupationElement[] = [];
  const knowledge: OccupationElement[] = [];
  for (const [kind, id, name, description, difficulty, importance] of preparedStatement(sqlite, ELEMENTS_SQL).raw(true).all(occupation.code) as [string, string, string, string, number, number][]) {
    (kind === 'skill' ? skills : knowledge).push({ ElementId: id, ElementName: name, ElementDescription: description, DataValue: difficulty, Importance: importance });
  }
  const outlook = occupation.projectionSoc
    ? (preparedStatement(sqlite, OUTLOOK_SQL).raw(true).get(occupation.projectionSoc) as [number | null, number | null] | undefined)
    : undefined;
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
    ...(options.wages ? { Wages: findWages(sqlite, occupation.wageSoc, options.place) } : {}),
    ...(options.training
      ? { SchoolPrograms: findSchoolPrograms(sqlite, occupation, options.place, options.schoolNames), CertList: certificationsForOccupation(sqlite, occupation) }
      : {}),
    Location: options.place,
  };
}
