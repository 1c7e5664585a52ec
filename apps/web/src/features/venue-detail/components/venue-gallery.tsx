/**
 * 场馆图片 (GET /api/data/organ/image/{organId}/list): thumbnails in antd Image.PreviewGroup (each
 * opens the large view by click, Enter or Space); alt text = the caption, also shown below.
 */
import { useQuery } from '@tanstack/react-query';
import { Image } from 'antd';
import { ErrorState } from '../../../components/states/error-state';
import { imagesQuery } from '../api';

export function VenueGallery({ organId, venueName }: { organId: number; venueName: string }) {
  const result = useQuery(imagesQuery(organId));
  if (result.isPending)
    return (
      <p className="muted-text" role="status">
        正在加载图片…
      </p>
    );
  if (result.isError)
    return <ErrorState title="图片加载失败" error={result.error} onRetry={() => void result.refetch()} />;
  if (result.data.length === 0) return <p className="muted-text">暂无场馆图片。</p>;
  return (
    <Image.PreviewGroup>
      <ul className="venue-detail__gallery">
        {result.data.map((image) => {
          const caption = image.caption.trim() || `${venueName}图片`;
          return (
            <li key={image.id}>
              <figure>
                <Image src={image.url} alt={caption} width="100%" height={150} loading="lazy" />
                {/* The caption is the image's alt text already: shown, not read twice. */}
                <figcaption aria-hidden="true">{caption}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Image.PreviewGroup>
  );
}
