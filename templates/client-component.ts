// Components of client/ (islands, and what islands draw) as templates place them on a page. They are
// typed as what runs them in the browser, Preact (client/island-runtime/browser.ts); where pages render,
// package.json "imports" gives their hooks and JSX React's (client/island-runtime/server.ts), so each
// of them is a React component here.
import type { ComponentType as BrowserComponentType } from 'preact';
import type { ComponentType } from 'react';

export function serverComponent<P>(component: BrowserComponentType<P>): ComponentType<P> {
  return component as unknown as ComponentType<P>;
}
