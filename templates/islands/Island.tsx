// Marks an interactive piece of a page. At build time the component renders to HTML in place, and its
// props are written beside it in a non-executing JSON block; in the browser the page's entry script
// hydrates it with Preact from exactly those props (client/hydrate.ts), so the first client render
// matches the server's HTML.
import type { ComponentType } from 'react';
import { jsonForHtml } from '../json.ts';
import { IslandBoundary } from './IslandBoundary.tsx';

export type IslandName = 'menu' | 'carousel' | 'contact-form' | 'newsletter' | 'toaster';

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}

export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
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
