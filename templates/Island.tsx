// Marks an interactive piece of a page: a component listed in client/islands/index.ts, known by the
// name of its file there. At build time it renders to HTML in place, its props are written beside it
// in a non-executing JSON block, and its name is recorded for the page being rendered (as Fresh does),
// so that the page loads the browser code of exactly the islands it contains and nobody lists them by
// hand. In the browser, that code hydrates it with Preact from exactly those props (client/hydrate.ts).
// Nothing about an island can go wrong quietly: a component that is not listed, props that JSON would
// change, or an island rendered where the page cannot record it each stop the build.
import type { ComponentType as BrowserComponentType } from 'preact';
import { createContext, useContext } from 'react';
import { IslandBoundary as BrowserIslandBoundary } from '../client/IslandBoundary.tsx';
import { ISLANDS, type IslandComponent, type IslandName } from '../client/islands/index.ts';
import { notJson, type AsJson } from '../client/json-value.ts';
import { IslandError } from './island-error.ts';
import { jsonForHtml } from './json.ts';
import { serverComponent } from './client-component.ts';

const IslandBoundary = serverComponent(BrowserIslandBoundary);

/** Where the islands rendered are recorded: provided by the build around whatever it renders of a page. */
export interface IslandRecording {
  /** The page being rendered, named when an island cannot be recorded. */
  page: string;
  /** The names of the islands this part of the page rendered; null in a part rendered after the page's
   *  scripts were chosen (the document around the body), where an island could never load its code. */
  islands: Set<string> | null;
}

export const IslandsOnPage = createContext<IslandRecording | null>(null);

/** The props an island is given: its component's, as JSON carries them (a function or a Date is a type
 *  error); `{}` for a component that takes none. */
export type IslandProps<C> = C extends (...args: infer Args) => unknown
  ? Args extends []
    ? Record<string, never>
    : AsJson<Args[0]>
  : never;

const NAMES = new Map<unknown, IslandName>(
  Object.entries(ISLANDS).map(([name, component]) => [component, name as IslandName]),
);

export function Island<C extends IslandComponent>({ component, props }: { component: C; props: IslandProps<C> }) {
  const recording = useContext(IslandsOnPage);
  const name = NAMES.get(component);
  const page = recording ? `The page ${recording.page}` : 'A part rendered outside any page';
  if (!name) {
    const called = (component as { name?: string }).name || 'a component';
    throw new IslandError(
      `${page} renders ${called} as an island, but client/islands/index.ts does not list it: islands are the components listed there, under their file's name`,
    );
  }
  if (!recording?.islands) {
    throw new IslandError(
      `${page} renders the island ${name} where the build cannot record it (outside the IslandsOnPage provider that cli/build/render.tsx puts around the page's body and footer), so its browser code would never load and it would never hydrate`,
    );
  }
  const lost = notJson(props);
  if (lost)
    throw new IslandError(
      `${page} gives the island ${name} props that JSON cannot carry to the browser as they are: ${lost}`,
    );
  recording.islands.add(name);
  const Component = serverComponent(component as BrowserComponentType<object>);
  return (
    <>
      <div className="island" data-island={name}>
        <IslandBoundary>
          <Component {...props} />
        </IslandBoundary>
      </div>
      <script
        type="application/json"
        data-island-props={name}
        dangerouslySetInnerHTML={{ __html: jsonForHtml(props) }}
      />
    </>
  );
}
