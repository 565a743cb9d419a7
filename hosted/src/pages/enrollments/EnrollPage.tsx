import type { EnrollmentRequest } from '@pathcraft/sdk';
import { EnrollDialog, enrollmentCss, createEnrollmentApi, type EnrollableClass } from '@pathcraft/widgets/enrollments';
import { formFieldCss as formCss, Button, LoadingOverlay } from '@pathcraft/widgets/ui';
import { useEffect, useState } from 'react';
import signedInCss from '../../components/signed-in.css';
import { SignedInFrame } from '../../components/SignedInFrame.tsx';
import type { RouteProps } from '../../router.tsx';
import { api } from '../../session.ts';
import { adoptCss } from '../../styles.ts';
import { text } from './enrollments.messages.ts';

adoptCss('enroll', [formCss, enrollmentCss, signedInCss].join('\n'));
const enrollmentApi = createEnrollmentApi(api);

/** /enroll/:classId: the enrol dialog for a class; Continue enrols and goes to the register URL or the course page. */
export default function EnrollPage({ params }: RouteProps) {
  return <SignedInFrame title={text.title}>{() => <Enroll classId={params.classId ?? ''} />}</SignedInFrame>;
}

function Enroll({ classId }: { classId: string }) {
  const [course, setCourse] = useState<EnrollableClass | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    enrollmentApi.getClass(classId).then(
      (c) => {
        setCourse(c);
        setOpen(true);
      },
      (err: Error) => setError(err.message),
    );
  }, [classId]);

  const go = async (request: EnrollmentRequest) => {
    const { redirectUrl } = await enrollmentApi.enroll(request);
    location.assign(redirectUrl);
  };

  if (error)
    return (
      <p className="pc-alert pc-alert--error" role="alert">
        {error}
      </p>
    );
  if (!course) return <LoadingOverlay mode="inline" />;
  return (
    <section className="records-section" aria-labelledby="enroll-heading">
      <h2 id="enroll-heading">{course.title}</h2>
      <p className="muted">{course.cohorts.length ? text.chooseCohort : text.continueToEnroll}</p>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {text.enroll}
      </Button>
      {open ? <EnrollDialog course={course} onContinue={go} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
