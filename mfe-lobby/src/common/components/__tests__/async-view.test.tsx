import { screen } from '@testing-library/react';
import { renderInHost } from '../../../__tests__/render';
import { AsyncView } from '../async-view';

const pending = { data: undefined as string[] | undefined, error: null, refetch: () => undefined };
const done = { data: ['a'] as string[] | undefined, error: null, refetch: () => undefined };

describe('AsyncView', () => {
  it('shows the skeleton, under the loading test id, while the data loads; the content once it is there', () => {
    const view = (state: typeof pending | typeof done) => (
      <AsyncView state={state} skeleton={<ul data-testid="shape" />} testId="block">
        {(items) => <p>{items.join()}</p>}
      </AsyncView>
    );
    const { rerender } = renderInHost(view(pending));
    expect(screen.getByTestId('block-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('block-loading')).toContainElement(screen.getByTestId('shape'));
    rerender(view(done));
    expect(screen.queryByTestId('block-loading')).toBeNull();
    expect(screen.queryByTestId('shape')).toBeNull();
    expect(screen.getByText('a')).toBeInTheDocument();
  });

  it('keeps the spinner without a skeleton', () => {
    renderInHost(
      <AsyncView state={pending} testId="block">
        {() => null}
      </AsyncView>,
    );
    expect(screen.getByTestId('block-loading')).toHaveClass('lb-state--loading');
  });
});
