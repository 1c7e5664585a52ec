/**
 * /exerciseStandard/synthesizeAssess (综合评定): the visitor enters their own results and reads each
 * item's score and the composite grade (POST /api_/ow/information/assess). The figures are body
 * measurements (PIPL): they stay in the page's memory, the server neither stores nor logs them, and the
 * printable result is made by the browser.
 */
import { useMutation } from '@tanstack/react-query';
import { STANDARD_2003 } from '@portal/contracts/science-guide.standard-2003.codes';
import { ErrorState } from '../../../components/states/error-state';
import { catalogue } from '@portal/contracts/pages.codes';
import { postAssessment } from '../api';
import { AssessmentForm } from '../components/assessment-form';
import { AssessmentReport } from '../components/assessment-report';
import { GuidePage } from '../components/guide-page';

export default function SynthesizeAssessPage() {
  const mutation = useMutation({ mutationFn: postAssessment });
  return (
    <GuidePage entry={catalogue.synthesizeAssess}>
      <p className="guide-no-print">
        按《{STANDARD_2003.title}》（{STANDARD_2003.issuer}，{STANDARD_2003.edition}）评定 20-59 岁成年人的体质。
        请填写在国民体质监测站点或按“测定项目”方法测得的成绩；本站不保存、不记录您填写的任何数据。
      </p>
      <AssessmentForm onSubmit={(input) => mutation.mutate(input)} busy={mutation.isPending} />
      {mutation.isError && <ErrorState error={mutation.error} onRetry={() => mutation.reset()} />}
      {mutation.data && <AssessmentReport result={mutation.data} />}
    </GuidePage>
  );
}
