/**
 * /fitnessOrganization/fitnessOrganizationDetail?id&from — 组织详情 (catalogue.fitnessOrganizationDetail;
 * the middle crumb comes from `from`, spec §2 "Breadcrumb" rule 7): kind, area, address, founding year,
 * members, supervising body, masked contact, meeting time and place (sites and teams), introduction and,
 * for volunteer organisations, the service records. Data: GET /api/data/fitnessOrganization/{id}.
 */
import type { OrganizationDetail } from '@portal/contracts/fitness-organization';
import { DetailPageFrame } from '../../../components/article/detail-page-frame';
import { InfoBox, type InfoItem } from '../../../components/article/info-box';
import { useIdParam } from '../../../components/article/use-id-param';
import { PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { formatDate } from '../../../lib/format-date';
import { organizationDetailQuery } from '../api';
import { CategoryNav } from '../components/category-nav';
import '../components/organization.css';

function OrganizationView({ organization: o }: { organization: OrganizationDetail }) {
  const items: InfoItem[] = [
    { label: '类别', value: `${o.categoryName} · ${o.kindName}` },
    { label: '所在地区', value: o.areaName },
    { label: '地址', value: o.address },
    { label: '成立年份', value: `${o.foundedYear} 年` },
    { label: '成员人数', value: `${o.memberCount} 人` },
    { label: '业务主管单位', value: o.supervisor },
    { label: '联系电话', value: o.contactPhone },
  ];
  if (o.meetingTime) items.push({ label: '活动时间', value: o.meetingTime });
  if (o.meetingPlace) items.push({ label: '活动地点', value: o.meetingPlace });
  return (
    <>
      <PageTitle>{o.name}</PageTitle>
      <CategoryNav current={null} />
      <InfoBox items={items} />
      <h2 className="organization-section-title">组织简介</h2>
      <p>{o.introduction}</p>
      {o.category === 2 && (
        <>
          <h2 className="organization-section-title">服务记录</h2>
          {o.serviceRecords.length === 0 ? (
            <p className="muted-text">暂无服务记录。</p>
          ) : (
            <table className="organization-records">
              <caption className="visually-hidden">{o.name}的服务记录</caption>
              <thead>
                <tr>
                  <th scope="col">日期</th>
                  <th scope="col">服务内容</th>
                  <th scope="col">志愿者（人）</th>
                  <th scope="col">服务时长（小时）</th>
                </tr>
              </thead>
              <tbody>
                {o.serviceRecords.map((r, i) => (
                  <tr key={`${r.date}-${i}`}>
                    <td>{formatDate(r.date)}</td>
                    <td>{r.title}</td>
                    <td>{r.volunteers}</td>
                    <td>{r.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </>
  );
}

export default function OrganizationDetailPage() {
  const id = useIdParam('id');
  return (
    <DetailPageFrame
      id={id}
      detailQuery={organizationDetailQuery}
      pageTitle={pageHeading(catalogue.fitnessOrganizationDetail)}
      notFound={{
        title: '未找到该组织',
        backTo: catalogue.fitnessAssociation.href(),
        backLabel: `返回${pageHeading(catalogue.fitnessAssociation)}`,
      }}
    >
      {(organization) => <OrganizationView organization={organization} />}
    </DetailPageFrame>
  );
}
