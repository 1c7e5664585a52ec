/**
 * Frame of the community games' main-layout pages: the section's own navigation in its page band, then
 * the page's content (which brings its own ContentPage, as DetailPageFrame does).
 */
import type { ReactNode } from 'react';
import { ContentPage } from '../../../components/page/content-page';
import { GamesNav } from './games-nav';
import '../community-games.css';

export function GamesPage({ children }: { children: ReactNode }) {
  return (
    <>
      <ContentPage className="games-nav-band">
        <GamesNav />
      </ContentPage>
      {children}
    </>
  );
}
