/**
 * The evaluation results as a sortable antd Table: 场馆名称 (links to the venue's detail page),
 * 场馆类型, 所在地区, 得分, 等级, 省内排名. Sorting is done by the server (orderBy + order): the sortable
 * headers (name, score, province rank) report the new sort through `onSort`, and a header never falls
 * back to "unsorted" — a third click turns the direction again. Paging is outside (the page's pager).
 */
import { Grid, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder as AntdSortOrder } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import type { EvaluationItem } from '@portal/contracts/evaluation';
import type { EvaluationOrderBy, SortOrder } from '@portal/contracts/evaluation.codes';
import { organTypeName, venueDetailPath } from '../../../components/venue/organ-type';
import { GradeTag } from './grade-tag';

export interface EvaluationTableProps {
  items: readonly EvaluationItem[];
  orderBy: EvaluationOrderBy;
  order: SortOrder;
  loading: boolean;
  onSort: (orderBy: EvaluationOrderBy, order: SortOrder) => void;
}

/** First click direction per column, then alternating (no "unsorted" state). */
const DIRECTIONS: Record<EvaluationOrderBy, AntdSortOrder[]> = {
  score: ['descend', 'ascend', 'descend'],
  provinceRank: ['ascend', 'descend', 'ascend'],
  name: ['ascend', 'descend', 'ascend'],
};

/** The <table> element antd renders, named for assistive technology and tests. */
function NamedTable(props: HTMLAttributes<HTMLTableElement>) {
  return <table {...props} aria-label="评估结果明细" />;
}

const TABLE_COMPONENTS = { table: NamedTable };

function sortColumn(key: EvaluationOrderBy, orderBy: EvaluationOrderBy, order: SortOrder) {
  return {
    key,
    sorter: true,
    sortDirections: DIRECTIONS[key],
    sortOrder: (key === orderBy ? (order === 'asc' ? 'ascend' : 'descend') : null) as AntdSortOrder,
  };
}

/** Column widths below 768 px, where the name column needs the room; wider screens size by content. */
const NARROW_WIDTHS = { score: 72, grade: 68, rank: 84 };
const AUTO_WIDTHS = { score: undefined, grade: undefined, rank: undefined };

export function EvaluationTable({ items, orderBy, order, loading, onSort }: EvaluationTableProps) {
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const widths = narrow ? NARROW_WIDTHS : AUTO_WIDTHS;
  const columns: TableColumnsType<EvaluationItem> = [
    {
      title: '场馆名称',
      dataIndex: 'name',
      ...sortColumn('name', orderBy, order),
      render: (_: unknown, item) => (
        <>
          <Link to={venueDetailPath(item)}>{item.name}</Link>
          {/* Phones hide the type and area columns; the area then shows under the name. */}
          <span className="evaluation-table-area muted-text">{item.areaName}</span>
        </>
      ),
    },
    {
      title: '场馆类型',
      dataIndex: 'organType',
      key: 'organType',
      responsive: ['md'],
      render: (value: number) => organTypeName(value),
    },
    { title: '所在地区', dataIndex: 'areaName', key: 'areaName', responsive: ['md'] },
    {
      title: '得分',
      dataIndex: 'score',
      width: widths.score,
      align: 'right',
      ...sortColumn('score', orderBy, order),
      render: (score: number) => score.toFixed(1),
    },
    {
      title: '等级',
      dataIndex: 'grade',
      key: 'grade',
      width: widths.grade,
      render: (grade: string) => <GradeTag grade={grade} />,
    },
    {
      title: '省内排名',
      dataIndex: 'provinceRank',
      width: widths.rank,
      align: 'right',
      ...sortColumn('provinceRank', orderBy, order),
    },
  ];
  const handleChange: TableProps<EvaluationItem>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const key = (sorter.columnKey ?? orderBy) as EvaluationOrderBy;
    onSort(key, sorter.order === 'ascend' ? 'asc' : 'desc');
  };
  return (
    <Table<EvaluationItem>
      className="evaluation-table"
      rowKey={(item) => `${item.organId}-${item.year}`}
      columns={columns}
      dataSource={items as EvaluationItem[]}
      pagination={false}
      tableLayout={narrow ? 'fixed' : 'auto'}
      loading={loading}
      onChange={handleChange}
      components={TABLE_COMPONENTS}
      showSorterTooltip={{ target: 'sorter-icon' }}
      locale={{ triggerDesc: '点击按降序排列', triggerAsc: '点击按升序排列', cancelSort: '点击改变排序' }}
    />
  );
}
