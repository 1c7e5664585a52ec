/**
 * Previous/next links under an article (contracts `Neighbour`: prev is newer, next is older, null at
 * the ends -> '没有了'). `hrefFor(id)` builds the in-site address of a neighbour.
 */
import { Link } from 'react-router';
import type { Neighbour } from '@portal/contracts/content';

function NeighbourLink({
  label,
  neighbour,
  hrefFor,
}: {
  label: string;
  neighbour: Neighbour;
  hrefFor: (id: number) => string;
}) {
  return (
    <p className="prev-next-item">
      <span className="prev-next-label">{label}：</span>
      {neighbour ? (
        <Link to={hrefFor(neighbour.id)}>{neighbour.title}</Link>
      ) : (
        <span className="muted-text">没有了</span>
      )}
    </p>
  );
}

export function PrevNextNav({
  prev,
  next,
  hrefFor,
}: {
  prev: Neighbour;
  next: Neighbour;
  hrefFor: (id: number) => string;
}) {
  return (
    <nav className="prev-next" aria-label="上一篇和下一篇">
      <NeighbourLink label="上一篇" neighbour={prev} hrefFor={hrefFor} />
      <NeighbourLink label="下一篇" neighbour={next} hrefFor={hrefFor} />
    </nav>
  );
}
