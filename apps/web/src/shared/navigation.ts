import { PAGE, pageUrl } from './paths.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

// Code outside React (the HTTP client, session helpers) must be able to change page. Until the router registers
// itself, plain hash changes do the job, since routing is hash based.
let navigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(`#${to}`);
  else window.location.hash = to;
};

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function currentPath(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash.split('?')[0] || '/';
}

/** Opens the login page; with keepPlace the current page is where a successful login returns to. */
export function goToLoginPage(keepPlace = true): Promise<void> {
  const path = currentPath();
  if (path === PAGE.login) return Promise.resolve();
  const here = window.location.hash.replace(/^#/, '');
  const redirect = keepPlace && path !== '/' && path !== PAGE.mine ? here : undefined;
  return Promise.resolve(navigate(pageUrl(PAGE.login, { redirect }), { replace: true }));
}
