/**
 * The detail page of a match or training (`?id=`), parametrised by the kind: loads the record through components/article DetailPageFrame (skeleton, error with retry, and a
 * not-found state for a missing, malformed or unknown id) and renders EventDetailBody.
 */
import { DetailPageFrame } from '../article/detail-page-frame';
import { useIdParam } from '../article/use-id-param';
import { EventDetailBody } from './event-detail-body';
import type { VenueEventCore, VenueEventKind } from './venue-event-kind';

export function EventDetailPage<TItem extends VenueEventCore, TDetail extends TItem & { descriptionHtml: string }>({
  kind,
}: {
  kind: VenueEventKind<TItem, TDetail>;
}) {
  const id = useIdParam('id');
  return (
    <DetailPageFrame
      id={id}
      detailQuery={kind.api.detailQuery}
      pageTitle={`${kind.noun}详情`}
      notFound={{ title: `${kind.noun}不存在`, backTo: kind.list.href(), backLabel: `返回${kind.title}列表` }}
    >
      {(event) => (
        <EventDetailBody event={event} facts={kind.facts(event)} listHref={kind.list.href()} listTitle={kind.title} />
      )}
    </DetailPageFrame>
  );
}
