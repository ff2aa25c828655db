import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Ionic's packages declare no `sideEffects`, and each component module registers itself at top level, so
// without help every one of ~90 components ships. Their modules only define elements when asked
// (`defineCustomElement()` from the React wrappers we import), so they are declared side-effect free.
// Whatever still needs a side effect (Ionic's global CSS, platform setup) is imported explicitly in
// main.tsx; the shell journeys and screenshots are what notice a dropped one.
const ionicModule = /node_modules[\\/]@ionic[\\/](react|core)[\\/].*\.js$/;

// The lockfile holds three copies of @tanstack/query-core (react-query's 5.108 and the persisters' 5.104).
// One copy, the newest, keeps a single cache implementation in the bundle and one `QueryClient` class.
const queryCore = fileURLToPath(
  new URL(
    './node_modules/@tanstack/react-query/node_modules/@tanstack/query-core/build/modern/index.js',
    import.meta.url,
  ),
);

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
        // assume has effects; the back button (and its icons) stayed for that alone.
        const start = out.indexOf('class IonBackButton extends React.Component {');
        const end = start < 0 ? -1 : out.indexOf('\n}\n', start);
        if (end > 0) {
          out = `${out.slice(0, start)}const IonBackButton = /*@__PURE__*/ (() => ${out.slice(start, end)}\n})();\n${out.slice(end + 3)}`;
        }
        return out;
      },
    },
  };
}

export default defineConfig({
  resolve: {
    alias: [{ find: /^@tanstack\/query-core$/, replacement: queryCore }],
  },
  plugins: [
    // The router plugin must run before react(): it rewrites route files into split chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({
      presets: [
        {
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /from ['"]@lingui\/(core|react)\/macro['"]/ } },
        },
      ],
    }),
    lingui(),
    ionicPureWrappers(),
  ],
  build: {
    target: 'es2022',
    rolldownOptions: {
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
});
