/**
 * Which prerendered file answers a page's address (build/prerender.ts writes the files, decision 020; the
 * server and the service worker answer with them: server/plugins/web-app.ts, src/offline/sw.ts). A page is
 * its path, and a page with views (/login's log in, register and forgot password) is also one file per
 * `?view=`: /login?view=register is prerendered/login.view-register.html. Any other search parameter
 * (`redirect`, say) changes nothing in the page's first markup, so it does not choose the file.
 */

/** The one search parameter that chooses a page's prerendered file. */
export const PAGE_VIEW_PARAM = 'view';

const viewName = /^[a-z][a-z-]{0,30}$/;

/** The page an address asks for: `/login?view=register&redirect=…` is `/login?view=register`. */
export function prerenderedPageOf(pathname: string, search: string): string {
  const pair = search
    .replace(/^\?/, '')
    .split('&')
    .find((part) => part.startsWith(`${PAGE_VIEW_PARAM}=`));
  const view = pair?.slice(PAGE_VIEW_PARAM.length + 1);
  // Only a plain view name can name a file; anything else is no page of ours, and the shell answers it.
  return view === undefined || !viewName.test(view) ? pathname : `${pathname}?${PAGE_VIEW_PARAM}=${view}`;
}

/** A page's file name under prerendered/, without `.html`: `/help` → `help`, `/login?view=forgot` → `login.view-forgot`. */
export function prerenderedFileNameOf(page: string): string {
  const [pathname = '', view] = page.split(`?${PAGE_VIEW_PARAM}=`);
  if (!/^(\/[\w-]+)+$/.test(pathname) || (view !== undefined && !viewName.test(view))) {
    throw new Error(`${page} cannot be rendered at build time`);
  }
  return view === undefined ? pathname.slice(1) : `${pathname.slice(1)}.${PAGE_VIEW_PARAM}-${view}`;
}

/** The page a file under prerendered/ answers (its name without `.html`, `/` between folders). */
export function pageOfPrerenderedFile(name: string): string {
  const at = name.lastIndexOf(`.${PAGE_VIEW_PARAM}-`);
  return at < 0
    ? `/${name}`
    : `/${name.slice(0, at)}?${PAGE_VIEW_PARAM}=${name.slice(at + PAGE_VIEW_PARAM.length + 2)}`;
}
