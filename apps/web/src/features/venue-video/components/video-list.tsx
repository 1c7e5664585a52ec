/**
 * The list of /videoCat: one button per video (cover, title, venue, duration); the chosen one is marked
 * aria-current and '当前视频'. Choosing calls onSelect (the page puts it in the player and plays it).
 */
import { PlayCircleOutlined } from '@ant-design/icons';
import type { VenueVideo } from '@portal/contracts/venue-video';
import { formatDuration, spokenDuration } from '../video-query';

export interface VideoListProps {
  videos: VenueVideo[];
  selectedId: number | null;
  onSelect: (video: VenueVideo) => void;
}

export function VideoList({ videos, selectedId, onSelect }: VideoListProps) {
  return (
    <ul className="video-list">
      {videos.map((video) => {
        const current = video.id === selectedId;
        return (
          <li key={video.id}>
            <button
              type="button"
              className={current ? 'video-list__item video-list__item--current' : 'video-list__item'}
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(video)}
            >
              <span className="video-list__cover" aria-hidden="true">
                {video.coverUrl ? <img src={video.coverUrl} alt="" loading="lazy" /> : <PlayCircleOutlined />}
                <span className="video-list__duration">{formatDuration(video.durationSeconds)}</span>
              </span>
              <span className="video-list__text">
                <span className="video-list__title">{video.title}</span>
                <span className="video-list__meta">{video.venueName}</span>
                <span className="visually-hidden">{`，时长 ${spokenDuration(video.durationSeconds)}`}</span>
                {current && <span className="video-list__now">当前视频</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
