/**
 * Load failure with a retry button (W3 brief: "error state with retry"). Shows the server's Chinese
 * `msg` when there is one (lib/api-data errorMessage), else a generic message.
 */
import { Button, Result } from 'antd';
import { errorMessage } from '../../lib/api-data';
import './states.css';

export function ErrorState({ error, onRetry, title = '内容加载失败' }: { error: unknown; onRetry: () => void; title?: string }) {
  return (
    <div className="state-block" role="alert">
      <Result
        status="warning"
        title={title}
        subTitle={errorMessage(error)}
        extra={
          <Button type="primary" onClick={onRetry}>
            重新加载
          </Button>
        }
      />
    </div>
  );
}
