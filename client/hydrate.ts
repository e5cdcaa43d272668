// Brings a page's islands to life: for each element marked data-island, Preact hydrates the matching
// component from the props the build wrote beside it, reusing the server's HTML as it is.
import { h, hydrate, type ComponentType } from 'preact';
import { IslandBoundary } from '../templates/islands/IslandBoundary.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
export type IslandComponents = Record<string, ComponentType<any>>;

export function hydrateIslands(components: IslandComponents): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = root.dataset.island!;
    const Component = components[name];
    if (!Component) {
      console.error(`No component to hydrate the "${name}" island on this page: add it to the page's entry in client/entries/.`);
      continue;
    }
    const propsBlock = root.nextElementSibling;
    const props = propsBlock?.matches(`script[data-island-props="${name}"]`) ? JSON.parse(propsBlock.textContent ?? '{}') : {};
    hydrate(h(IslandBoundary as unknown as ComponentType, null, h(Component, props)), root);
  }
}
