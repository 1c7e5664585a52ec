/**
 * The footer's registration marks (政府网站发展指引): 网站标识码, ICP备案号 (linked to MIIT's look-up),
 * 公安机关备案号 (linked to the Ministry of Public Security's look-up of its record code) and the 党政机关网站
 * mark (linked to its verification page). Each comes from the runtime configuration (the server's SITE_CODE,
 * ICP_NUMBER, PSB_NUMBER, CONAC_ID; contracts site-records.codes) and is shown only when set: an unset mark
 * renders nothing, never a placeholder number.
 */
import { useQuery } from '@tanstack/react-query';
import { conacVerifyUrl, ICP_QUERY_URL, psbQueryUrl, type SiteRecords } from '@portal/contracts/site-records.codes';
import { ExternalLink } from '../components/page/external-link';
import { VisuallyHidden } from '../components/page/content-page';
import { getRuntimeConfig } from '../lib/runtime-config';
import { ConacMark } from './conac-mark';

/** The marks of the runtime configuration ({} until it is read, which happens before the first render). */
export function useSiteRecords(): SiteRecords {
  const { data } = useQuery({
    queryKey: ['runtime-config'],
    queryFn: getRuntimeConfig,
    staleTime: Infinity,
  });
  return data?.siteRecords ?? {};
}

/** The 党政机关网站 mark as a link to its verification page, or nothing when CONAC_ID is not set. */
export function ConacMarkLink({ records }: { records: SiteRecords }) {
  if (!records.conacId) return null;
  return (
    <ExternalLink href={conacVerifyUrl(records.conacId)} className="site-records__conac">
      <ConacMark />
      <VisuallyHidden>党政机关网站标识：查看网站开办者信息</VisuallyHidden>
    </ExternalLink>
  );
}

/** The text marks (网站标识码, ICP备案号, 公安机关备案号) that are set, as one line of items; nothing when none is. */
export function SiteRecordLine({ records }: { records: SiteRecords }) {
  const { siteCode, icpNumber, psbNumber } = records;
  if (!siteCode && !icpNumber && !psbNumber) return null;
  return (
    <ul className="site-records" aria-label="网站备案信息">
      {siteCode && <li>网站标识码：{siteCode}</li>}
      {icpNumber && (
        <li>
          <ExternalLink href={ICP_QUERY_URL}>{icpNumber}</ExternalLink>
        </li>
      )}
      {psbNumber && (
        <li>
          <ExternalLink href={psbQueryUrl(psbNumber)}>{psbNumber}</ExternalLink>
        </li>
      )}
    </ul>
  );
}
