// Marks an interactive piece of a page: a component of client/islands/, named after its file. At
// build time it renders to HTML in place, its props are written beside it in a non-executing JSON
// block, and its name is recorded for the page being rendered (as Fresh does), so that the page loads
// the browser code of exactly the islands it contains and nobody lists them by hand. In the browser,
// that code hydrates it with Preact from exactly those props (client/hydrate.ts).
import { createContext, useContext, type ComponentType } from 'react';
import { IslandBoundary } from '../client/IslandBoundary.tsx';
import { jsonForHtml } from './json.ts';

/** The names of the islands one page rendered; provided by the build around each page. */
export const IslandsOnPage = createContext<Set<string> | null>(null);

interface IslandProps<P extends object> {
  /** An export of client/islands/<its name>.tsx. */
  component: ComponentType<P>;
  props: P;
}

export function Island<P extends object>({ component: Component, props }: IslandProps<P>) {
  const name = Component.name;
  useContext(IslandsOnPage)?.add(name);
  return (
    <>
      <div className="island" data-island={name}>
        <IslandBoundary>
          <Component {...props} />
        </IslandBoundary>
      </div>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: jsonForHtml(props) }} />
    </>
  );
}
