/**
 * The named form fields of the apprentice agreement template
 * (server/data/templates/apprentice-agreement.pdf, made by
 * scripts/make-agreement-template.ts). The filler and the template script
 * share this list, so a renamed field breaks the build, not the document.
 */
export const WAGE_STEP_FIELDS = [1, 2, 3, 4, 5, 6].map((n) => ({
  percent: `wage.step${n}.percent`,
  amount: `wage.step${n}.amount`,
  hours: `wage.step${n}.hours`,
}));

export const SECTION_A_FIELDS = [
  ['apprentice.name', '1. Name'],
  ['apprentice.ssn', '2. Social Security Number'],
  ['apprentice.gender', '3. Gender'],
  ['apprentice.dob', '4. Date of Birth'],
  ['apprentice.email', '5. Email'],
  ['apprentice.phone', '6. Phone'],
  ['apprentice.address', '7. Address'],
  ['apprentice.ethnicity', '8. Ethnicity'],
  ['apprentice.race', '9. Race'],
  ['apprentice.veteranStatus', '10. Veteran Status'],
  ['apprentice.disability', '11. Disability'],
  ['apprentice.educationLevel', '12. Education Level'],
  ['apprentice.orgReferral', '13. Referral Organization'],
  ['apprentice.employmentStatus', '14. Employment Status'],
  ['apprentice.criminalBkg', '15. Criminal Background'],
  ['apprentice.citizenStatus', '16. Citizen Status'],
] as const;

export const PROGRAM_FIELDS = [
  ['program.occupation', 'Occupation'],
  ['program.ojtHours', 'OJT hours'],
  ['program.instructionHours', 'Instruction hours'],
  ['program.startDate', 'Start date'],
  ['program.endDate', 'Expected end date'],
  ['program.probationHours', 'Probationary hours'],
  ['program.creditPrevJob', 'Credit for previous job training (%)'],
  ['program.creditPrevRTI', 'Credit for previous instruction (hours)'],
  ['program.priorHourlyWage', 'Prior hourly wage'],
  ['wage.entry', 'Journeyworker entry wage'],
] as const;

export const SECTION_B_FIELDS = [
  ['sponsor.organization', 'Program sponsor'],
  ['sponsor.name', 'Program manager'],
  ['sponsor.email', 'Email'],
  ['sponsor.phone', 'Phone'],
  ['employer.name', 'Employer'],
  ['employer.contact', 'Employer contact'],
  ['employer.ein', 'EIN'],
  ['employer.naics', 'NAICS code'],
  ['employer.phone', 'Employer phone'],
  ['instruction.provider', 'Related instruction provider'],
] as const;

export const SIGNATURE_FIELDS = {
  apprentice: 'apprentice.signature',
  apprenticeDate: 'apprentice.signatureDate',
  /** The parent or guardian's co-signature, for an apprentice under 18 on the signing day. */
  guardian: 'guardian.signature',
  guardianName: 'guardian.name',
  guardianDate: 'guardian.signatureDate',
  sponsor: 'sponsor.signature',
  sponsorDate: 'sponsor.signatureDate',
  responsibilitiesName: 'responsibilities.name',
  disabilityName: 'disability.name',
  disabilityAnswer: 'disability.answer',
  disabilityDate: 'disability.date',
} as const;

export const RESPONSIBILITIES = [
  'Perform diligently and faithfully the work of the occupation and other pertinent duties assigned by the sponsor and employer.',
  'Respect the property of the sponsor and employer and abide by the working rules and regulations of the sponsor and employer.',
  'Attend and satisfactorily complete the required hours of related technical instruction.',
  'Maintain and make available such records of work experience and training received on the job and in related instruction as may be required.',
  'Develop and practice safe working habits and work in such a manner as to assure personal safety and that of fellow workers.',
  'Work for the employer to whom assigned until the apprenticeship is completed, unless reassigned or the agreement is cancelled.',
] as const;

export const REVISION = 'Rev. March 2023';
export const OMB_EXPIRY = '03/31/2023';
