/** Who a call answers: a member (with the token) or a visitor. Part of the key of calls whose answer depends on it. */
export type Viewer = 'member' | 'visitor';

/** The viewer of a logged-in state. */
export const viewerOf = (loggedIn: boolean): Viewer => (loggedIn ? 'member' : 'visitor');
