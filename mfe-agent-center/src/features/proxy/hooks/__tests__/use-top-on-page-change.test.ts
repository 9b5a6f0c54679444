import { renderHook } from '@testing-library/react';
import { useTopOnPageChange } from '../use-top-on-page-change';

// Agent pages on a phone: a page picked from the agent menu opens from its top, so its
// first controls are never left under the sticky header from the last page's scroll.
describe('useTopOnPageChange', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('leaves the first page where the browser put it', () => {
    renderHook(({ page }) => useTopOnPageChange(page), { initialProps: { page: 'ProxyCenter' } });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls the window to its top when the page changes, once per change', () => {
    const { rerender } = renderHook(({ page }) => useTopOnPageChange(page), { initialProps: { page: 'ProxyCenter' } });
    rerender({ page: 'Transfer' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
    rerender({ page: 'Transfer' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    rerender({ page: 'PerformanceSettlement' });
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
