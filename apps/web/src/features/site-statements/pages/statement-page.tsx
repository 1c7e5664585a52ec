/**
 * 网站声明 /siteStatement, 隐私政策 /privacyPolicy, 无障碍声明 /accessibilityStatement (docs/decisions/public-experience.md §5): one static
 * page per statement of ../statements.ts, the one its route gives (app/routes.ts); linked from every footer, and the privacy
 * policy from the feedback and repair forms. Its h1 is the catalogue title; sections are h2s.
 */
import { useId } from 'react';
import { ContentPage, ContentPanel, PageTitle } from '../../../components/page/content-page';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../../config/route-handle';
import { STATEMENTS, type StatementKey } from '../statements';
import '../site-statements.css';

/** `statement`: which statement this route shows (its catalogue entry has the same key). */
export default function StatementPage({ statement: key }: { statement: StatementKey }) {
  const titleId = useId();
  const statement = STATEMENTS[key];
  return (
    <ContentPage>
      <ContentPanel labelledBy={titleId} className="statement-page">
        <PageTitle id={titleId}>{pageHeading(catalogue[key])}</PageTitle>
        <p className="statement-page__lead">{statement.lead}</p>
        {statement.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className="muted-text">更新日期：{statement.updated}</p>
      </ContentPanel>
    </ContentPage>
  );
}
