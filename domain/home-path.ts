/**
 * The app's front page. `/` is this page too, and this is the one place that says so: the router sends `/`
 * here (src/routes/index.tsx), the bottom tab points here (src/lib/navigation/tab-paths.ts), the server and
 * the service worker answer `/` with this page's prerendered HTML (server/plugins/web-app.ts,
 * src/offline/sw.ts), whose own script moves the address here before the app starts, and the page preloads
 * serve `/` as this page (build/prerender.ts, build/page-preloads.ts).
 */
export const HOME_PATH = '/home';
