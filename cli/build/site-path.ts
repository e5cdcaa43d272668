// A site under a path (SITE_URL=https://acme.github.io/site). Templates, content and the link check
// keep to root addresses (/contact); the build moves them under the path as it writes each page and
// stylesheet, as Eleventy's HtmlBasePlugin does. Whole addresses (canonical, the sitemap, the feeds) are
// made under it from the start (cli/site/config.ts absoluteAddress).
import { ADDRESS_LISTS } from '../../templates/after-first-paint.ts';

/** What a file becomes in a site under `sitePath` ('/site'); undefined at the root, where nothing moves. */
export type SitePathRewrite = (file: string, data: string | Uint8Array) => string | Uint8Array;

/** A root address in an attribute that names one (React and markdown-it write every attribute in double quotes). */
const ADDRESS_ATTRIBUTE = /(\s(?:href|src|action|formaction|poster)=")\/(?!\/)/g;
/** An island's props (templates/Island.tsx): JSON that holds no "<". */
const ISLAND_PROPS = /(<script type="application\/json" data-island-props="[^"]*">)([^<]*)/g;
/** The lists of addresses the page's scripts are loaded from (templates/after-first-paint.ts). */
const LOADER_ADDRESSES = new RegExp(`(\\s${ADDRESS_LISTS}=")([^"]*)"`, 'g');
/** A root address in a stylesheet's url(). */
const STYLESHEET_ADDRESS = /(url\(\s*["']?)\/(?!\/)/g;
/** A root address as an island's prop: one slash, then no space (a sentence is not an address). */
const ROOT_ADDRESS = /^\/(?!\/)\S*$/;

export function sitePathRewrite(sitePath: string): SitePathRewrite | undefined {
  if (!sitePath) return undefined;
  const moved = `$1${sitePath}/`;
  const movedProps = (json: string) => {
    const props = JSON.parse(json) as unknown;
    // As templates/json.ts writes it: no "<" that could close the block.
    return JSON.stringify(underPath(props, sitePath)).replace(/</g, '\\u003c');
  };
  const movedList = (list: string) =>
    list
      .split(' ')
      .map((address) => (ROOT_ADDRESS.test(address) ? sitePath + address : address))
      .join(' ');
  return (file, data) => {
    if (file.endsWith('.html')) {
      const html = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
      return html
        .replace(ADDRESS_ATTRIBUTE, moved)
        .replace(LOADER_ADDRESSES, (_, opening: string, list: string) => `${opening}${movedList(list)}"`)
        .replace(ISLAND_PROPS, (_, opening: string, json: string) => opening + movedProps(json));
    }
    if (file.endsWith('.css')) {
      const css = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
      return css.replace(STYLESHEET_ADDRESS, moved);
    }
    return data;
  };
}

/** Every root address among the strings of a JSON value, under the path. */
function underPath(value: unknown, sitePath: string): unknown {
  if (typeof value === 'string') return ROOT_ADDRESS.test(value) ? sitePath + value : value;
  if (Array.isArray(value)) return value.map((item) => underPath(item, sitePath));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, underPath(item, sitePath)]));
  return value;
}
