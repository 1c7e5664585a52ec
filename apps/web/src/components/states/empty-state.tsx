/** Empty list message; `description` defaults to '暂无相关内容'. */
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import './states.css';

export function EmptyState({
  description = '暂无相关内容',
  children,
}: {
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="state-block">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
        {children}
      </Empty>
    </div>
  );
}
