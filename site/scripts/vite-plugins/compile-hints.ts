/**
 * V8's explicit compile hint on every script of the browser build: `//# allFunctionsCalledOnLoad`
 * as its first line makes Chromium compile all the file's functions while it loads the file, on a
 * background thread, instead of each function the first time it is called, on the main thread.
 *
 * - On a first visit, hydration calls most of React's and the app's functions: traced at 1x CPU, the
 *   main thread compiled about half as much during the load of the home page and of an article.
 * - The first click on a link called about fifty functions for the first time (the navigator,
 *   React's update and removal paths, the new page's components): 3-5 ms of compiling in the
 *   click's task at 1x, down to under 1 ms.
 *
 * The hint has to open the file, so it is added once the bundle is complete: after minifying and
 * after Vite's own preamble for dynamic imports (`__vite__mapDeps`). Other engines read a comment.
 */
import type { Plugin } from 'vite';

export const compileHint = '//# allFunctionsCalledOnLoad';

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.consumer !== 'client') return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && !chunk.code.startsWith(compileHint)) {
            chunk.code = `${compileHint}\n${chunk.code}`;
          }
        }
      },
    },
  };
}
