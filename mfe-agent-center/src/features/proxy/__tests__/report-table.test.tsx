import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ReportTable } from '../components/report-table';

interface Row {
  day: string;
  bet: number;
}

const rows: Row[] = [
  { day: '2026-01-02', bet: 5 },
  { day: '2026-01-01', bet: 7 },
];
const columns = [
  { title: 'Day', dataIndex: 'day', sorter: (a: Row, b: Row) => a.day.localeCompare(b.day) },
  { title: 'Bet', dataIndex: 'bet', align: 'right' as const },
];
const idle = { loading: false, error: null, reload: () => undefined };

afterEach(cleanup);

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en_US', resources: {} });
});

describe('ReportTable: the table shell of the agent reports', () => {
  test('renders the filters, the rows and a total row whose cells follow the column spans', () => {
    render(
      <ReportTable<Row>
        testId="report"
        filters={<span>filters here</span>}
        load={idle}
        rows={rows}
        rowKey="day"
        columns={columns}
        totals={[{ content: 'Total' }, { content: 12 }]}
      />,
    );
    const table = screen.getByTestId('report');
    expect(within(table).getByText('filters here')).toBeInTheDocument();
    expect(within(table).getByText('2026-01-02')).toBeInTheDocument();
    const total = table.querySelector('tr.agent-total');
    expect(total?.textContent).toBe('Total12');
    expect(total?.querySelectorAll('td')).toHaveLength(2);
  });

  test('sorting a column reorders the rows', () => {
    render(<ReportTable<Row> testId="report" filters={null} load={idle} rows={rows} rowKey="day" columns={columns} />);
    const sorter = screen.getByTestId('report').querySelector('th.ant-table-column-has-sorters');
    expect(sorter).not.toBeNull();
    fireEvent.click(sorter as Element);
    const days = [...screen.getByTestId('report').querySelectorAll('tbody tr.ant-table-row td:first-child')].map((td) => td.textContent);
    expect(days).toEqual(['2026-01-01', '2026-01-02']);
  });

  test('no rows: the empty state and no total row', () => {
    render(<ReportTable<Row> testId="report" filters={null} load={idle} rows={[]} rowKey="day" columns={columns} totals={[{ content: 'Total' }, {}]} />);
    const table = screen.getByTestId('report');
    expect(table.querySelector('tr.agent-total')).toBeNull();
    expect(table.querySelector('.ant-empty')).not.toBeNull();
  });

  test('an error replaces the table with the error state, whose retry reloads', () => {
    const reload = jest.fn();
    render(
      <ReportTable<Row> testId="report" filters={null} load={{ loading: false, error: new Error('boom'), reload }} rows={[]} rowKey="day" columns={columns} />,
    );
    expect(screen.getByTestId('report').querySelector('table')).toBeNull();
    expect(screen.getByTestId('agent-error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
