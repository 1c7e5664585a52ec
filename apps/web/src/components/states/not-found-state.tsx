/**
 * Friendly "not found" body of a detail page whose id is missing, malformed or unknown (server 404):
 * the page's h1 says so and a link leads back to the section's list.
 */
import { Result } from 'antd';
import { Link } from 'react-router';
import { usePageName } from '../../lib/page-name';
import './states.css';

export function NotFoundState({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  usePageName(title);
  return (
    <div className="state-block">
      <Result
        status="info"
        title={<h1 className="page-title not-found-title">{title}</h1>}
        subTitle="您访问的内容不存在或已被删除，请返回列表查看其他内容。"
        extra={<Link to={backTo}>{backLabel}</Link>}
      />
    </div>
  );
}
