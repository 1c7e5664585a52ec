/** What the shared venue-event pages need to know about trainings: titles, routes, API and the training's own facts. */
import type { TrainingDetail, TrainingListItem } from '@portal/contracts/venue-event';
import type { VenueEventKind } from '../../components/venue-event/venue-event-kind';
import { catalogue } from '@portal/contracts/pages.codes';
import { pageHeading } from '../../config/route-handle';
import { trainingApi } from './api';

/** The fee in yuan per person: 0 -> 免费 (contracts TrainingListItem.fee). */
export function formatTrainingFee(fee: number): string {
  return fee > 0 ? `${fee} 元/人` : '免费';
}

export const TRAINING_KIND: VenueEventKind<TrainingListItem, TrainingDetail> = {
  title: pageHeading(catalogue.training),
  noun: '培训',
  list: catalogue.training,
  detail: catalogue.trainingDetail,
  keywordPlaceholder: '请输入培训名称或主办单位',
  api: trainingApi,
  facts: (training) => [
    { label: '培训对象', value: training.target },
    { label: '招收名额', value: `${training.capacity} 人` },
    { label: '费用', value: formatTrainingFee(training.fee) },
  ],
};
