/**
 * The article view shared by news, notices, regulations, guidance and cases: title as h1,
 * meta line — source, author, date, view count —, optional info box, sanitized body, attachments,
 * previous/next. Shapes: contracts `Attachment` and `Neighbour`.
 */
import type { ReactNode } from 'react';
import type { Attachment, Neighbour } from '@portal/contracts/content';
import { usePageName } from '../../lib/page-name';
import { AttachmentList } from './attachment-list';
import { PrevNextNav } from './prev-next-nav';
import { RichText } from './rich-text';
import './article-detail.css';

export interface MetaItem {
  label: string;
  /** Empty values are left out of the meta line. */
  value: string | number;
}

export interface ArticleDetailViewProps {
  title: string;
  meta: readonly MetaItem[];
  /** Facts box between the meta line and the body (e.g. a regulation's InfoBox). */
  info?: ReactNode;
  contentHtml: string;
  attachments: readonly Attachment[];
  prev: Neighbour;
  next: Neighbour;
  /** In-site address of a neighbour, e.g. (id) => catalogue.newsDetail.href({ id }). */
  hrefFor: (id: number) => string;
}

export function ArticleDetailView({
  title,
  meta,
  info,
  contentHtml,
  attachments,
  prev,
  next,
  hrefFor,
}: ArticleDetailViewProps) {
  usePageName(title);
  const shownMeta = meta.filter((item) => item.value !== '' && item.value !== null);
  return (
    <article className="article-detail">
      <header className="article-detail-header">
        <h1 className="article-detail-title">{title}</h1>
        {shownMeta.length > 0 && (
          <p className="article-detail-meta muted-text">
            {shownMeta.map((item) => (
              <span key={item.label}>
                {item.label}：{item.value}
              </span>
            ))}
          </p>
        )}
      </header>
      {info}
      <RichText html={contentHtml} className="article-detail-body" />
      <AttachmentList attachments={attachments} />
      <PrevNextNav prev={prev} next={next} hrefFor={hrefFor} />
    </article>
  );
}
