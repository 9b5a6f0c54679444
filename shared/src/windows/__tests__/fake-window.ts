/** A pop-up that a fake window opened, with its arguments. */
export interface OpenedPopup {
  url: string;
  name: string;
  features: string;
  win: { closed: boolean; focus: jest.Mock; close: jest.Mock };
}

/**
 * A 1900x1000 window at (100, 50) whose open() records every pop-up (closing one marks it closed); `blocked`
 * makes open() answer null, as a pop-up blocker does. `raw` is the same object, typed for its mocks.
 */
export function fakeWindow({ blocked = false } = {}) {
  const opened: OpenedPopup[] = [];
  const raw = {
    screenX: 100,
    screenY: 50,
    outerWidth: 1900,
    outerHeight: 1000,
    open: jest.fn((url: string, name: string, features: string) => {
      if (blocked) return null;
      const w = {
        closed: false,
        focus: jest.fn(),
        close: jest.fn(function (this: { closed: boolean }) {
          this.closed = true;
        }),
      };
      opened.push({ url, name, features, win: w });
      return w;
    }),
  };
  return { win: raw as unknown as Window, opened, raw };
}
