// The islands' runtime where pages render: React's implementations of what client/island-runtime/
// browser.ts gives islands in the browser, so that the build renders an island inside its React page
// (package.json "imports" picks this module everywhere but in the typecheck and the browser bundle).
// Each export is declared with the browser's type, so tsc checks that React's can stand in for it.
import {
  Component as ReactComponent,
  useEffect as reactUseEffect,
  useRef as reactUseRef,
  useState as reactUseState,
} from 'react';
import type * as Browser from './browser.ts';

export const useEffect: typeof Browser.useEffect = reactUseEffect;
export const useRef: typeof Browser.useRef = reactUseRef;
export const useState: typeof Browser.useState = reactUseState;
// The two classes' types differ only in the context a class may declare (contextType), which islands
// never do: the error boundary (client/IslandBoundary.tsx) is their one class.
export const Component = ReactComponent as unknown as typeof Browser.Component;
