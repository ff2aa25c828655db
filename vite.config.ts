import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import * as ionicons from 'ionicons/icons';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaintModules } from './build/first-paint-modules';
import { linguiMacros } from './build/lingui-macros';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';

// Ionic's packages declare no `sideEffects`, and each component module registers itself at top level, so
// without help every one of ~90 components ships. Their modules only define elements when asked
// (`defineCustomElement()` from the React wrappers we import), so they are declared side-effect free.
// Whatever still needs a side effect (Ionic's global CSS, platform setup) is imported explicitly in
// main.tsx; the shell journeys and screenshots are what notice a dropped one.
const ionicModule = /node_modules[\\/]@ionic[\\/](react|core)[\\/].*\.js$/;

/**
 * @ionic/react creates a few of its wrappers at top level without a pure annotation (IonNav, and the
 * forwardRef wrappers), and each creation registers its custom element — so unused ones (ion-nav and
 * what it imports) were kept. Marking the calls pure lets the bundler drop the wrappers nobody renders;
 * the ones we render are kept and still register when created.
 */
function ionicPureWrappers(): Plugin {
  return {
    name: 'quayside:ionic-pure-wrappers',
    transform: {
      filter: { id: /@ionic[\\/]react[\\/]dist[\\/]index\.js$/ },
      handler(code) {
        let out = code.replace(/= (createReactComponent|createForwardRef)\(/g, '= /*@__PURE__*/ $1(');
        // `class X extends React.Component` reads a property at definition time, which a bundler must
        // assume has effects; so every class component stayed, and with it what it renders: IonTabs kept
        // ion-tabs and ion-router-outlet (with the page transitions), IonBackButton its icons. Each
        // top-level class component becomes a pure expression, dropped when nothing uses it.
        out = out.replace(
          /^class (\w+) extends React\.(Component|PureComponent) \{\n([\s\S]*?)\n\}\n/gm,
          (_all, name: string, base: string, body: string) =>
            `const ${name} = /*@__PURE__*/ (() => class ${name} extends React.${base} {\n${body}\n})();\n`,
        );
        return out;
      },
    },
  };
}

/**
 * `import { a, b } from 'ionicons/icons'` becomes one tiny module per icon. Through the one shared module
 * every page's first load carried every icon of the app (12 kB); now a chunk holds the icons it draws.
 */
function ioniconsPerIcon(): Plugin {
  const prefix = '\0quayside-ionicon:';
  const importLine = /import\s*\{([^}]*)\}\s*from\s*['"]ionicons\/icons['"];?/g;
  return {
    name: 'quayside:ionicons-per-icon',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: /ionicons\/icons/ },
      handler(code) {
        return code.replace(importLine, (_all, names: string) =>
          names
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
            .map((name) => {
              const [icon, local = icon] = name.split(/\s+as\s+/);
              return `import ${local} from '${prefix}${icon}';`;
            })
            .join('\n'),
        );
      },
    },
    resolveId(id) {
      return id.startsWith(prefix) ? id : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const name = id.slice(prefix.length) as keyof typeof ionicons;
      const svg = ionicons[name];
      if (typeof svg !== 'string') throw new Error(`ionicons has no icon named ${name}`);
      return `export default ${JSON.stringify(svg)};`;
    },
  };
}

/**
 * The operators' console: the chunks of its route (`src/routes/ops.$.tsx` → `ops._-*.js`, which hold every
 * module only the console uses) and its catalogs (`ops.po` → `ops-*.js`). The worker's precache leaves them
 * out: a borrower's device never downloads them (decision 080).
 */
const consoleAssets = ['assets/ops-*.js', 'assets/ops._-*.js'];

/** Plugins of the browser build only. */
function clientOnlyPlugins(): PluginOption[] {
  return [
    // The service worker is ours (src/offline/sw.ts); the plugin builds it and puts the precache list in.
    // The web manifest is a static file in public/, registration happens in src/offline/register.ts.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/offline',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Bundle reports and source maps are not part of the app. Nor is the operators' console (its
        // chunks and catalogs): a borrower's device never downloads it (decision 080).
        globIgnores: ['**/node_modules/**', '.vite/**', '**/*.map', ...consoleAssets],
      },
    }),
    precompress(),
  ];
}

export default defineConfig(({ isSsrBuild }) => {
  const firstPaint = firstPaintModules();
  return {
    plugins: [
      // The router plugin must run before react(): it rewrites route files into split chunks.
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      linguiMacros(),
      lingui(),
      ionicPureWrappers(),
      ioniconsPerIcon(),
      prerender(),
      firstPaint,
      // The build for Node (src/prerender.tsx, started by build/prerender.ts) is only rendered from: no worker,
      // no compressed copies.
      ...(isSsrBuild ? [] : clientOnlyPlugins()),
    ],
    // The contract worker (src/lib/api/contract-checker.ts) imports its contracts on demand: that needs chunks,
    // which only the ES module format of worker bundles has.
    worker: { format: 'es' },
    build: {
      target: 'es2022',
      // Every browser the app runs in (ES2022, module workers) knows <link rel="modulepreload">; where one did
      // not, a preload is only a hint left unused. The polyfill was 0.4 kB gzip on every first page.
      modulePreload: { polyfill: false },
      // One stylesheet: the app's and the entry's CSS were two render-blocking requests on every first page,
      // and the lazy screens bring no CSS of their own worth a separate file.
      cssCodeSplit: false,
      // Read by bench/bundle-size.mjs to follow exactly what /home loads.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // What every first page runs, as one file: one gzip stream compresses the libraries
                // together better than a dozen small chunks, and one request replaces many.
                name: 'framework',
                // Less the hooks only member screens use (a navigation blocker for unsaved forms, parallel
                // queries): they would otherwise ride along to every first page.
                test: (id: string) =>
                  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core|query-persist-client-core|react-query-persist-client|query-sync-storage-persister)|@lingui[\\/](core|react)|@stencil|@lit)[\\/]/.test(
                    id,
                  ) && !/[\\/](useBlocker|useQueries|queriesObserver)\.js$/.test(id),
              },
              {
                // The app's own code for the first paint of /home — shell, home page, calculator, the loan
                // maths, the English shell catalog — as one file instead of twenty-odd small ones. On
                // HTTP/1.1 a browser opens six connections to a host, so two dozen requests queued in
                // rounds of round trips before anything could render. Which modules those are is read
                // from the module graph (build/first-paint-modules.ts); the rest (member screens, content
                // pages, the zod contracts, icons /home does not draw) stays in its own route's chunks.
                name: 'app',
                test: (id: string) => firstPaint.has(id),
              },
            ],
          },
        },
        treeshake: {
          moduleSideEffects: (id: string) => !ionicModule.test(id),
        },
      },
    },
    server: {
      host: '127.0.0.1',
      proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
    },
    preview: {
      proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
    },
  };
});
