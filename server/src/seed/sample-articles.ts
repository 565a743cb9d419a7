/** Real, multi-paragraph HTML articles used as resources, materials and document text in the demo. */
export interface SampleArticle {
  key: string;
  title: string;
  html: string;
}

export const ARTICLE_APPLY: SampleArticle = {
  key: 'apply',
  title: 'How to apply for the maintenance apprenticeship',
  html: `<h2>Who we are looking for</h2>
<p>Mon Valley Manufacturing and Three Rivers Workforce Partnership are hiring apprentices for the Industrial Maintenance Mechanic program. You do not need maintenance experience. You do need to be at least 18, have a high school diploma or GED, and be able to lift 50 pounds and work rotating shifts at the McKeesport plant.</p>
<h2>Step 1: Create your account and complete your profile</h2>
<p>Sign up on this site and fill in your personal information. Federal and state apprenticeship offices require us to report some of it, such as education level and veteran status. Your Social Security Number is encrypted as soon as you save it, and staff only ever see the last four digits.</p>
<h2>Step 2: Take the mechanical aptitude assessment</h2>
<p>Assessments run every other Tuesday at 9:00 AM at the Strip District Training Center, 2100 Smallman Street. Bring a photo ID. The test takes about 90 minutes and covers reading a tape measure, basic math and simple mechanical reasoning. You can retake it after 30 days.</p>
<h2>Step 3: Interview and plant visit</h2>
<p>Candidates who pass meet the program manager and a journeyworker mentor, and walk the plant floor. If you are offered a position you will receive an invitation by e-mail to review and sign your apprentice agreement online. The invitation comes with a six-character access code; keep it private.</p>
<p>Questions? Ask Ava, our assistant on this page, or call the partnership office at 412-555-0100.</p>`,
};

export const ARTICLE_OSHA: SampleArticle = {
  key: 'osha',
  title: 'OSHA 10 safety basics',
  html: `<p>The OSHA 10-Hour General Industry course is the entry ticket to most plant floors in the region. It does not make you a safety expert; it teaches you to recognize hazards, to know your rights and to speak up before someone gets hurt.</p>
<h2>Lockout/tagout</h2>
<p>Before you clear a jam, change a belt or reach into any machine, every energy source must be isolated and locked: electrical, hydraulic, pneumatic, gravity and stored spring energy. Each worker applies their own lock. Try to start the machine after locking it out to verify it is dead. Most amputations in manufacturing happen when this step is skipped "just for a second".</p>
<h2>Machine guarding</h2>
<p>Guards protect you from points of operation, rotating parts and flying chips. Never remove or bypass a guard to make a job faster. If a guard is missing or damaged, tag the machine out of service and tell your supervisor.</p>
<h2>Walking and working surfaces</h2>
<p>Slips, trips and falls cause more lost workdays than any other hazard. Keep aisles clear, clean up spills right away, use three points of contact on ladders and wear fall protection above four feet in general industry.</p>
<h2>Your rights</h2>
<p>You have the right to a safe workplace, to training in a language you understand, to see records of work-related injuries, and to file a complaint with OSHA without retaliation.</p>`,
};

export const ARTICLE_AID: SampleArticle = {
  key: 'aid',
  title: 'Financial aid for training',
  html: `<p>Cost should not be the reason you skip training. Most learners in our programs pay little or nothing out of pocket. Here are the main options, in the order we usually suggest trying them.</p>
<h2>Registered apprenticeships</h2>
<p>An apprenticeship is a job: you are paid from your first day, your wage rises on a published schedule, and your employer covers the classroom instruction. The maintenance apprenticeship starts at $13.40 an hour and reaches $24.80 before you finish.</p>
<h2>WIOA Individual Training Accounts</h2>
<p>The Workforce Innovation and Opportunity Act funds training for adults, dislocated workers and young people in high-demand occupations. Visit a PA CareerLink office to check eligibility; a career advisor will help you choose an approved program and the account pays the school directly.</p>
<h2>Pell Grants and state grants</h2>
<p>Credit-bearing certificate programs at community colleges may qualify for federal Pell Grants and PHEAA state grants. Complete the FAFSA even if you think you will not qualify; many working adults are surprised.</p>
<h2>Employer tuition assistance</h2>
<p>Many local manufacturers and hospitals reimburse tuition for job-related courses. Ask human resources before you enroll: some require approval in advance.</p>`,
};

export const ARTICLE_LAB: SampleArticle = {
  key: 'lab',
  title: 'Using the Learning Commons computer lab',
  html: `<p>The computer lab at the Oakland Learning Commons is open to everyone, whether or not you are enrolled in a class. Twenty computers, a scanner and a printer are available on a first-come, first-served basis.</p>
<h2>Hours</h2>
<p>Monday to Thursday, 9:00 AM to 7:00 PM; Friday 9:00 AM to 4:00 PM. The Millvale Riverfront Annex lab is open Tuesdays and Thursdays from noon to 6:00 PM.</p>
<h2>Getting help</h2>
<p>A digital navigator is on duty every afternoon. They can help you set up an e-mail account, upload a resume to a job site, join a video interview or fill out a benefits application. Appointments are not required, but you can book one at the front desk.</p>
<h2>Printing</h2>
<p>Your first ten pages each day are free. Resumes and job applications are always free; just tell the navigator what you are printing.</p>`,
};
