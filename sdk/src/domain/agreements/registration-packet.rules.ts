/**
 * The registration packet (issue 27 item 7): one PDF per apprentice with the signed apprentice
 * agreement, the employer agreement, the wage schedule and the audit trail, sealed with a data
 * hash like every agreement's certificate. Its words live here, once, for the server's PDF and the
 * pages that link to it.
 */
export const REGISTRATION_PACKET_TEXT = {
  title: 'Registration Packet',
  titleOf: (apprentice: string) => `Registration Packet: ${apprentice}`,
  fileNameOf: (apprentice: string) => `Registration Packet - ${apprentice}`,
  contents: 'Contents',
  parts: {
    apprenticeAgreement: 'Apprentice Agreement (signed)',
    employerAgreement: 'Employer Agreement (signed)',
    wageSchedule: 'Wage Schedule',
    auditTrail: 'Audit Trail',
  },
  facts: {
    apprentice: 'Apprentice',
    program: 'Program',
    employer: 'Employer',
    sponsor: 'Sponsor',
    prepared: 'Prepared',
  },
  hashes: 'Document hashes',
  hashesNote:
    'Each data SHA-256 is computed from the record as stored (canonical JSON); each file SHA-256 is the signed PDF kept with the record. The packet data SHA-256 below covers all of them and the audit trail, and is also in this file’s keywords.',
  documentId: 'Document ID',
  dataHash: 'Data SHA-256',
  fileHash: 'Signed PDF SHA-256',
  packetHash: 'Packet data SHA-256',
  notStored: 'not stored (drawn from the record)',
  pageOf: (page: number) => `page ${page}`,
  noSchedule: 'The program has no wage schedule.',
  entryWage: 'Journeyworker wage',
  notSigned: 'The registration packet is ready once the apprentice agreement is signed.',
  employerNotSigned: (employer: string) =>
    `The registration packet needs the signed employer agreement of ${employer}: it is not signed yet.`,
  download: 'Download registration packet',
} as const;
