import {
  afterFirstInteraction,
  INTERACTION_EVENTS,
  interactionStore,
  resetFirstInteraction,
  watchFirstInteraction,
} from '../first-interaction';

describe('first interaction: code only a click needs waits until someone uses the page', () => {
  beforeEach(() => resetFirstInteraction());

  it.each(INTERACTION_EVENTS)('a %s marks the page as used, once, and the listeners go', (type) => {
    const target = new EventTarget();
    const remove = jest.spyOn(target, 'removeEventListener');
    const run = jest.fn();
    watchFirstInteraction(target);
    afterFirstInteraction(run);
    expect(interactionStore.getState().started).toBe(false);
    target.dispatchEvent(new Event(type));
    expect(interactionStore.getState().started).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledTimes(INTERACTION_EVENTS.length);
    target.dispatchEvent(new Event(type));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a page only looked at (load, scroll restored, focus set by the page) is not used', () => {
    const target = new EventTarget();
    watchFirstInteraction(target);
    for (const type of ['load', 'scroll', 'focusin', 'visibilitychange']) target.dispatchEvent(new Event(type));
    expect(interactionStore.getState().started).toBe(false);
  });

  it('what asks after the first interaction runs at once', () => {
    interactionStore.setState({ started: true });
    const run = jest.fn();
    afterFirstInteraction(run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
