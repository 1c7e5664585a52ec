/** Test data of the venue detail tests (contracts shapes; not imported by the app). */
import type { PageOf } from '@portal/contracts/paging';
import type { ScheduleDay, VenueImage, VenueIntroduction, VenueYearDetail } from '@portal/contracts/venue';
import type { MatchListItem, TrainingListItem } from '@portal/contracts/venue-event';

const LABELS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日', '法定节假日', '寒暑假'];

export function schedule(): ScheduleDay[] {
  return LABELS.map((label, index) => {
    const restDay = index >= 5;
    return {
      dayKind: index + 1,
      label,
      slots: [
        { start: '09:00', end: restDay ? '21:00' : '17:00', crossesMidnight: false, feeKind: 'low', area: 'indoor' },
        { start: '06:00', end: '18:00', crossesMidnight: false, feeKind: 'free', area: 'outdoor' },
        ...(index === 4
          ? [{ start: '22:00', end: '01:00', crossesMidnight: true, feeKind: 'paid' as const, area: 'indoor' as const }]
          : []),
      ],
      openHours: restDay ? 15 : index === 4 ? 14 : 12,
    };
  });
}

export function yearDetail(
  year: number,
  overrides: { isLarge?: boolean; organId?: number; compliant?: boolean } = {},
): VenueYearDetail {
  const organId = overrides.organId ?? 101;
  const isLarge = overrides.isLarge ?? false;
  const visitorsByMonth = [900, 800, 1000, 1100, 1200, 1300, 1500, year === 2024 ? 2400 : 1700, 1200, 1100, 1000, 950];
  return {
    venue: {
      organId,
      name: '杭州市西湖区全民健身体育馆',
      organType: 2,
      organTypeName: '公共体育馆',
      dataSource: null,
      isLarge,
      provinceCode: '330000',
      cityCode: '330100',
      countyCode: '330106',
      areaName: '浙江省杭州市西湖区',
      address: '文三路 88 号',
      phone: '0571-8888 6666',
      lng: 120.1301,
      lat: 30.2778,
      coverUrl: null,
      sports: ['篮球', '羽毛球'],
      status: {
        at: '2024-06-01T02:00:00.000Z',
        open: true,
        feeKind: 'free',
        label: '免费开放中',
        dayLabel: '休息日',
        nationalFitnessDay: false,
        todayHours: [{ start: '06:00', end: '18:00', crossesMidnight: false, feeKind: 'free', area: 'outdoor' }],
        nextOpening: null,
        closure: null,
      },
      seats: isLarge ? 4200 : 1200,
      floorArea: 8600,
      hasOutdoor: true,
      marketPrice: 30,
      lowFeePrice: 20,
      concessionPrice: 10,
      schedule: schedule(),
      upcomingClosures: [
        {
          id: 5,
          startTime: '2024-06-10T00:00:00.000Z',
          endTime: '2024-06-11T10:00:00.000Z',
          reason: '场地维护保养',
          announcedAt: '2024-06-05T02:00:00.000Z',
          noticeDays: 4.9,
        },
      ],
    },
    year,
    stat: {
      year,
      openDays: year === 2024 ? 340 : 320,
      weeklyOpenHours: 42,
      freeOpenHours: 4380,
      minRestDayHours: 12,
      outdoorFreeHours: 12,
      visitorsTotal: visitorsByMonth.reduce((a, b) => a + b, 0),
      visitorsByMonth,
      eventsHeld: 6,
      trainingsHeld: 4,
      subsidyAmount: 125_000,
      filledAt: '2025-01-15T08:00:00.000Z',
    },
    compliance: {
      year,
      compliant: overrides.compliant ?? year === 2024,
      checks: [
        { rule: 'weeklyOpenHours', label: '每周开放时间', required: '不少于 35 小时', actual: '42 小时', passed: true },
        {
          rule: 'openDays',
          label: '全年开放天数',
          required: '不少于 330 天',
          actual: year === 2024 ? '340 天' : '320 天',
          passed: year === 2024,
        },
        {
          rule: 'outdoorFreeHours',
          label: '室外区域免费开放',
          required: '每天不少于 12 小时',
          actual: '无室外区域',
          passed: null,
        },
      ],
    },
    evaluation: isLarge ? { score: 92.5, grade: '优秀', provinceRank: 3, provinceVenueCount: 48 } : null,
    matchCount: 1,
    trainingCount: 0,
  };
}

export const images: VenueImage[] = [
  { id: 1, url: '/api_/ow/file/1', caption: '比赛大厅全景' },
  { id: 2, url: '/api_/ow/file/2', caption: '室外健身区' },
];

export const introductions: VenueIntroduction[] = [
  {
    id: 9,
    kind: 'introduction',
    title: '场馆简介',
    contentHtml: '<p>体育馆位于西湖区文三路。</p><script>window.hacked = true</script>',
    publishTime: '2024-01-02T01:00:00.000Z',
  },
];

const eventVenue = {
  organId: 101,
  name: '杭州市西湖区全民健身体育馆',
  organType: 2 as const,
  isLarge: false,
  areaName: '浙江省杭州市西湖区',
  address: '文三路 88 号',
  lng: 120.13,
  lat: 30.28,
};

export const matches: PageOf<MatchListItem> = {
  list: [
    {
      id: 31,
      name: '西湖区全民健身羽毛球邀请赛',
      sport: '羽毛球',
      organiser: '西湖区体育局',
      startDate: '2024-05-01',
      endDate: '2024-05-03',
      status: 'ended',
      venue: eventVenue,
      level: '县级',
      participants: 120,
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 10,
};

export const noTrainings: PageOf<TrainingListItem> = { list: [], total: 0, pageNum: 1, pageSize: 10 };
