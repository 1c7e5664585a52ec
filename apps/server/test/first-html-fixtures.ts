/**
 * Shared pieces of the first-HTML suites (first-html.test.ts, first-html-sections.test.ts): the built web
 * app they serve (index.html and pages.json as the web build writes them), the site origin, and a page
 * request as a browser without JavaScript makes it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from './test-app.js';

export const ORIGIN = 'https://ty.example.gov.cn';

export const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta name="description" content="站点描述" /><title>全民健身场馆信息服务平台</title>' +
  '<script src="/runtime-config.js"></script></head><body><div id="root"></div></body></html>';

/** A built page as pages.json lists it. */
export interface FixturePage {
  path: string;
  title: string;
  intro?: string;
}

/** A built web app folder holding INDEX and the pages.json of `pages`; the caller removes it. */
export function makeDist(pages: readonly FixturePage[]): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-first-html-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'pages.json'), JSON.stringify({ paths: pages.map((p) => p.path.toLowerCase()), pages }));
  return dist;
}

/** GET `url` as a browser asks for a page (Accept: text/html). */
export const page = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
