/**
 * Text of a string site parameter (GET /api/data/paramConf/{dictKey}) with its loading and failure
 * states, for the header hotline and the footer contacts (spec §1, §9).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { paramConfQuery } from './layout-api';

export type TextParamKey = 'hotline' | 'address' | 'postalCode' | 'workingHours';

/** Renders the value; '加载中…' while loading; '暂无' when it failed or is empty. `render` wraps a value. */
export function ParamConfText({ dictKey, render }: { dictKey: TextParamKey; render?: (value: string) => ReactNode }) {
  const { data, isPending } = useQuery(paramConfQuery(dictKey));
  if (isPending) return <span className="param-loading">加载中…</span>;
  const value = typeof data === 'string' ? data.trim() : typeof data === 'number' ? String(data) : '';
  if (!value) return <span>暂无</span>;
  return <>{render ? render(value) : value}</>;
}

/** A hotline as a tel: link (digits, '+' and '-' kept for the dialler). */
export function HotlineLink({ value, className }: { value: string; className?: string }) {
  const dial = value.replace(/[^\d+-]/g, '');
  return dial ? (
    <a href={`tel:${dial}`} className={className}>
      {value}
    </a>
  ) : (
    <span className={className}>{value}</span>
  );
}
