/**
 * The provenance line of a public detail page whose record a filling system pushed (contracts
 * data-source.ts): "数据更新于 YYYY-MM-DD · 来源：<system name>", as the server's first HTML writes it.
 * Renders nothing for null (records the portal holds from elsewhere). Used by the venue, facility and
 * build-project detail pages.
 */
import type { DataSource } from '@portal/contracts/data-source';

export function DataSourceNote({ source }: { source: DataSource | null }) {
  if (!source) return null;
  return (
    <p className="data-source-note muted-text">
      数据更新于 <time dateTime={source.updatedAt}>{source.updatedAt}</time> · 来源：{source.systemName}
    </p>
  );
}
