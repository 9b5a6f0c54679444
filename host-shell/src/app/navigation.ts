/** The router's navigate, for code outside components (session handlers, window messages). */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: Navigate = (to) => window.location.assign(to);

export function setNavigate(fn: Navigate): void {
  navigateFn = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateFn(to, options);
}
