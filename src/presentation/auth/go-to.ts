import { sameOriginPath } from '../../domain/shared/same-origin';

/**
 * Follows a redirect already made safe (`safeRedirect`): what lies on this origin through the router, an allowed
 * exchange host by a full page load. Same-origin is the URL parser's decision (`sameOriginPath`), never a prefix.
 */
export function goTo(target: string, navigate: (path: string, options?: { replace?: boolean }) => void, origin: string): void {
  const path = sameOriginPath(target, origin);
  if (path !== null) navigate(path, { replace: true });
  else if (/^https?:\/\//i.test(target)) window.location.assign(target);
  else navigate('/', { replace: true });
}
