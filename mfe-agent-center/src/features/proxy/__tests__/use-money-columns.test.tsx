import { cleanup, render, renderHook, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useMoneyColumns } from '../hooks/use-money-columns';

interface Row {
  bet_amount: number;
  win_loss: number;
  name: string;
}

afterEach(cleanup);

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en_US', resources: {} });
});

describe('useMoneyColumns: the money columns of the range reports', () => {
  test('one right-aligned, sortable column per key, titled report.<key>', () => {
    const { result } = renderHook(() => useMoneyColumns<Row, 'bet_amount' | 'win_loss'>(['bet_amount', 'win_loss']));
    const [bet, win] = result.current.columns;
    expect(result.current.columns.map((c) => [c.dataIndex, c.align])).toEqual([
      ['bet_amount', 'right'],
      ['win_loss', 'right'],
    ]);
    expect(bet?.title).toBe('Bets'); // en_US report.bet_amount
    const a = { bet_amount: 1, win_loss: -5, name: 'a' };
    const b = { bet_amount: 2, win_loss: 3, name: 'b' };
    expect(bet?.sorter(a, b)).toBeLessThan(0);
    expect(win?.sorter(b, a)).toBeGreaterThan(0);
  });

  test('total cells follow the keys; only a negative win/loss is coloured as a loss', () => {
    const { result } = renderHook(() => useMoneyColumns<Row, 'bet_amount' | 'win_loss'>(['bet_amount', 'win_loss']));
    const cells = result.current.totals({ bet_amount: -2, win_loss: -4 });
    render(
      <div>
        {cells.map((c, i) => (
          <span key={i} data-testid={`cell-${i}`}>
            {c.content}
          </span>
        ))}
      </div>,
    );
    const colour = (i: number) => (screen.getByTestId(`cell-${i}`).firstElementChild as HTMLElement).style.color;
    expect(cells).toHaveLength(2);
    expect(colour(0)).toBe('');
    expect(colour(1)).not.toBe('');
  });
});
