/**
 * Load failure with a retry button. Shows the server's Chinese
 * `msg` when there is one (lib/http-client describeApiError), else a generic message.
 */
import { Button, Result } from 'antd';
import { describeApiError } from '../../lib/http-client';
import './states.css';

export function ErrorState({
  error,
  onRetry,
  title = '内容加载失败',
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <div className="state-block" role="alert">
      <Result
        status="warning"
        title={title}
        subTitle={describeApiError(error)}
        extra={
          <Button type="primary" onClick={onRetry}>
            重新加载
          </Button>
        }
      />
    </div>
  );
}
