import type { Plugin } from 'vite';

// The routes whose code /home's first render runs: the root layout, /home, and `/` (which redirects there).
const firstPaintRoute = /[\\/]src[\\/]routes[\\/](__root|home|index)\.tsx(\?|$)/;

/**
 * The app's own modules /home renders with, found in the module graph rather than listed by folder: the
 * modules the entry imports statically, and those the three routes' split components import statically.
 * A folder list put into the `app` chunk everything under src/lib and src/ui and every icon of the app,
 * including what only member screens or other pages use (70 icons, 7 kB gzip, where /home draws 20-odd).
 * `has()` answers once the build has loaded every module (the chunk groups are formed after that).
 */
export function firstPaintModules(): Plugin & { has(id: string): boolean } {
  const modules = new Set<string>();
  const entries = new Set<string>();
  return {
    name: 'quayside:first-paint-modules',
    apply: 'build',
    buildEnd() {
      modules.clear();
      entries.clear();
      // index.html is the build's entry; the module it loads (src/main.tsx) is the app's.
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info?.isEntry) continue;
        entries.add(id);
        if (id.endsWith('.html')) for (const imported of info.importedIds) entries.add(imported);
      }
      const pending = [...this.getModuleIds()].filter((id) => entries.has(id) || firstPaintRoute.test(id));
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    // The entry stays its own chunk: inside a group, the page would get one module script per chunk and the
    // entry would no longer be the file that starts the app.
    has(id) {
      return modules.has(id) && !entries.has(id) && !/[\\/]node_modules[\\/]/.test(id);
    },
  };
}
