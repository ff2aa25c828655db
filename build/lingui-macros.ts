import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const usesMacro = /from ['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Compiles Lingui's macros (`t`, `msg`, `<Trans>` …) into catalog lookups, with Lingui's own Babel plugin,
 * in the build and in the unit tests alike. Only files that import a macro go through Babel, and only that
 * plugin runs: TypeScript and JSX are parsed and left for the React plugin to compile. Babel is called
 * directly because the Vite adapters for it (`@rolldown/plugin-babel`) declare no support for Node 20
 * (decision 021).
 */
export function linguiMacros(): Plugin {
  return {
    name: 'quayside:lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[cm]?[jt]sx?$/, code: usesMacro },
      async handler(code, id) {
        const file = id.split('?')[0] ?? id;
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          // A `.ts` file is not parsed as JSX: `<T>(x) => x` would read as an element.
          parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        if (!result?.code) return null;
        return { code: result.code, map: result.map };
      },
    },
  };
}
