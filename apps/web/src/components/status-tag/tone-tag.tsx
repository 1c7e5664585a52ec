/**
 * A small bordered word tag in one of five tones (green, blue, gold, red, grey), e.g. an event's
 * 未开始 / 进行中 / 已结束 or an evaluation grade. The word carries the meaning (colour is never the only
 * cue, WCAG 1.4.1); each tone's text keeps >= 4.5:1 on its background (tone-tag.css). Extra props:
 * `className` (a semantic class such as 'grade-fail') and data attributes.
 */
import type { ReactNode } from 'react';
import './tone-tag.css';

export type Tone = 'green' | 'blue' | 'gold' | 'red' | 'grey';

export interface ToneTagProps {
  tone: Tone;
  children: ReactNode;
  className?: string;
  [data: `data-${string}`]: string | undefined;
}

export function ToneTag({ tone, children, className, ...data }: ToneTagProps) {
  return (
    <span className={`tone-tag tone-tag-${tone}${className ? ` ${className}` : ''}`} {...data}>
      {children}
    </span>
  );
}
