/** Follows a redirect: in-app paths through the router, allowed exchange hosts by a full page load. */
export function goTo(target: string, navigate: (path: string, options?: { replace?: boolean }) => void): void {
  if (target.startsWith('/')) navigate(target, { replace: true });
  else window.location.assign(target);
}
