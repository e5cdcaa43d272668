// A page's head carries the rules its first screen uses, and the end of its first screen the rest of
// what the page uses (cli/build/page-styles.ts); its first screen ends after its first hero, or after
// a later block that still fits the first round trip (cli/build/first-screen.ts).
import { describe, expect, it } from 'vitest';
import { PageStyles } from '../../cli/build/page-styles.ts';
import { firstScreenEnds, firstScreenOf } from '../../cli/build/first-screen.ts';

const firstScreen = (css: string, html: string) => PageStyles.parse(css).firstScreen(html);

describe("a page's first-screen rules", () => {
  it('keep a rule whose classes, ids, attributes and elements are all in the HTML, in the stylesheet order', () => {
    const css = '.a{color:red}.b{color:blue}#c .a{margin:0}[data-x] p{padding:0}nav a{top:0}.a>em{left:0}';
    expect(firstScreen(css, '<div class="a" id="c"><span data-x>hi</span></div>')).toBe('.a{color:red}#c .a{margin:0}');
    expect(firstScreen(css, '<nav><a class="a"><em data-x>x</em></a></nav>')).toBe(
      '.a{color:red}nav a{top:0}.a>em{left:0}',
    );
  });

  it('keep, of a list of selectors, those the page has', () => {
    expect(firstScreen('.a,.b,.c{color:red}', '<p class="c a"></p>')).toBe('.a,.c{color:red}');
  });

  it('do not drop a rule for what :not(), :has(), :is() or a pseudo-class asks, nor for a state the page may take', () => {
    const css =
      '.a:not(.gone){color:red}.a:has(>.gone){top:0}.a:hover{left:0}.a::after{content:""}.gone:hover{margin:0}';
    expect(firstScreen(css, '<p class="a"></p>')).toBe(
      '.a:not(.gone){color:red}.a:has(>.gone){top:0}.a:hover{left:0}.a::after{content:""}',
    );
  });

  it('keep a media query only around the rules they chose from it', () => {
    const css = '@media (min-width:40rem){.a{color:red}.b{color:blue}}@media print{.b{color:red}}';
    expect(firstScreen(css, '<p class="a"></p>')).toBe('@media (min-width:40rem){.a{color:red}}');
  });

  it('keep of the custom properties those the chosen rules read, directly or through another', () => {
    const css =
      ':root{--blue:#00f;--ring:var(--blue);--red:#f00;--unused:1px}.a{outline-color:var(--ring)}.b{color:var(--red)}';
    // Named by the scripts, they are not written as their values (see 'constant tokens' below).
    expect(PageStyles.parse(css, [], '--blue --ring --red --unused').firstScreen('<p class="a"></p>')).toBe(
      ':root{--blue:#00f;--ring:var(--blue)}.a{outline-color:var(--ring)}',
    );
  });

  const fonts =
    '@font-face{font-family:Mono Face;src:url(/m.woff2)}@font-face{font-family:Sans Face;src:url(/s.woff2)}' +
    '@font-face{font-family:Sans Fallback;src:local(Arial);size-adjust:105%}' +
    '@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}' +
    ':root{--font-mono:"Mono Face",monospace;--font-sans:"Sans Face","Sans Fallback",sans-serif}' +
    'body{font-family:var(--font-sans)}.label{font-family:var(--font-mono)}.wheel{animation:spin 1s}';

  it('keep a font face the chosen rules set text in, through its stack, when the page preloads its file, and an animation they run', () => {
    expect(PageStyles.parse(fonts, ['/assets/s.woff2']).firstScreen('<p class="wheel"></p>')).toBe(
      '@font-face{font-family:Sans Face;src:url(/s.woff2)}@font-face{font-family:Sans Fallback;src:local(Arial);size-adjust:105%}' +
        '@keyframes spin{to{rotate:1turn}}' +
        'body{font-family:"Sans Face","Sans Fallback",sans-serif}.wheel{animation:spin 1s}',
    );
    // A stack that is not a constant names its faces through its custom property.
    const dark = `${fonts}.dark{--font-sans:"Sans Face",sans-serif}`;
    expect(PageStyles.parse(dark, ['/assets/s.woff2']).firstScreen('<p></p>')).toBe(
      '@font-face{font-family:Sans Face;src:url(/s.woff2)}@font-face{font-family:Sans Fallback;src:local(Arial);size-adjust:105%}' +
        ':root{--font-sans:"Sans Face","Sans Fallback",sans-serif}body{font-family:var(--font-sans)}',
    );
  });

  it('leave the faces of files the page does not preload for after the first paint, fallbacks kept', () => {
    const styles = PageStyles.parse(fonts, ['/assets/s.woff2']);
    const page = '<p class="wheel"><span class="label">01</span></p>';
    expect(styles.firstScreen(page)).not.toContain('Mono Face;');
    expect(styles.rest(page, page).rules).not.toContain('@font-face');
    expect(styles.rest(page, page).laterFaces).toBe('@font-face{font-family:Mono Face;src:url(/m.woff2)}');
    // A page that preloads nothing applies every downloaded face after its first paint.
    expect(PageStyles.parse(fonts).rest(page, page).laterFaces).toBe(
      '@font-face{font-family:Mono Face;src:url(/m.woff2)}@font-face{font-family:Sans Face;src:url(/s.woff2)}',
    );
  });

  it("leave out the rules of what the first paint does not show (data-shown-later), keeping the element's own", () => {
    const css = '.art{height:10rem}.art .window{color:red}.inbox{top:0}';
    const html =
      '<div class="art"><p class="inbox"></p></div><div class="art" data-shown-later="true"><p class="window"></p></div>';
    expect(firstScreen(css, html)).toBe('.art{height:10rem}.inbox{top:0}');
  });
});

describe("the rest of a page's rules", () => {
  const rest = (css: string, first: string, page: string, scripts?: string) =>
    PageStyles.parse(css, [], scripts).rest(first, page, scripts).rules;

  it('are those the whole page uses that the head has not written, in the stylesheet order', () => {
    const css = '.a{color:red}.b{color:blue}@media (min-width:40rem){.a{top:0}.c{top:1px}}.d{left:0}';
    expect(rest(css, '<p class="a"></p>', '<p class="a"></p><p class="c"></p><p class="d"></p>')).toBe(
      '@media (min-width:40rem){.c{top:1px}}.d{left:0}',
    );
  });

  it("write a rule's other selectors, and the custom properties only the rest reads", () => {
    const css = ':root{--x:1px;--y:2px}.a,.b{margin:var(--x)}.c{padding:var(--y)}';
    expect(rest(css, '<p class="a"></p>', '<p class="a"></p><p class="b c"></p>', 'set(--x, --y)')).toBe(
      ':root{--y:2px}.b{margin:var(--x)}.c{padding:var(--y)}',
    );
  });

  it('write a head rule again after one of the rest that came before it and may set the same on the same element', () => {
    // .card--wide comes first: on an element that has both, .card's margin wins, as in the stylesheet.
    const css = '.card--wide{margin:0 2rem}.card{margin-top:1rem;color:red}.note{margin:0}';
    const page = '<p class="card"></p><p class="card card--wide"></p><p class="note"></p>';
    expect(rest(css, '<p class="card"></p>', page)).toBe(
      '.card--wide{margin:0 2rem}.card{margin-top:1rem;color:red}.note{margin:0}',
    );
    // No element is both a .note and a .card: .card is not written again for it.
    expect(rest('.note{margin:0}.card{margin:1rem}', '<p class="card"></p>', page)).toBe('.note{margin:0}');
    // An element's ::selection is another box than the element: h2's colour does not override it.
    expect(rest('h2{color:navy}::selection{color:white}', '<p></p>', '<p></p><h2></h2>')).toBe('h2{color:navy}');
  });

  it("keep what the page's scripts may add: a class they toggle, one they put together, a data- attribute", () => {
    const css = '.menu.is-open{display:block}.toast--error{color:red}[data-room]{top:0}.gone{color:blue}';
    const scripts = "el.classList.toggle('is-open');`toast toast--${variant}`;column.dataset.room=room";
    expect(rest(css, '', '<nav class="menu"></nav><p data-x></p>', scripts)).toBe(
      '.menu.is-open{display:block}.toast--error{color:red}[data-room]{top:0}',
    );
  });

  it('style what the first paint left out (data-shown-later)', () => {
    const css = '.art{height:10rem}.art .window{color:red}';
    const html = '<div class="art" data-shown-later="true"><p class="window"></p></div>';
    expect(rest(css, html, html)).toBe('.art .window{color:red}');
  });
});

describe('constant tokens (cli/build/constant-tokens.ts)', () => {
  const page = '<p class="a"></p>';

  it('are written as their values, through the tokens they read, and :root no longer lists them', () => {
    const css = ':root{--blue:#00f;--ring:var(--blue);--gap:1rem}.a{outline:2px solid var(--ring);gap:var(--gap)}';
    expect(firstScreen(css, page)).toBe('.a{outline:2px solid #00f;gap:1rem}');
  });

  it('are only those set once, in :root: a token set again elsewhere keeps its name, and so do those reading it', () => {
    const css =
      ':root{--ink:#111;--link:var(--ink);--gap:1rem}@media (min-width:40rem){:root{--gap:2rem}}' +
      '.dark{--ink:#eee}.a{color:var(--link);gap:var(--gap)}';
    expect(firstScreen(css, page)).toBe(
      ':root{--ink:#111;--link:var(--ink);--gap:1rem}@media (min-width:40rem){:root{--gap:2rem}}' +
        '.a{color:var(--link);gap:var(--gap)}',
    );
  });

  it('keep their names when read with a fallback, registered, or named by the scripts', () => {
    const css =
      '@property --turn{syntax:"<angle>";inherits:false;initial-value:0deg}' +
      ':root{--turn:0deg;--top:4rem;--edge:1rem;--head:3rem}' +
      '.a{rotate:var(--turn);top:var(--top, 0);left:var(--edge);height:var(--menu, var(--head))}';
    expect(PageStyles.parse(css, [], "style.setProperty('--edge', x)").firstScreen(page)).toBe(
      '@property --turn{syntax:"<angle>";inherits:false;initial-value:0deg}' +
        ':root{--turn:0deg;--top:4rem;--edge:1rem}.a{rotate:var(--turn);top:var(--top, 0);left:var(--edge);height:var(--menu, 3rem)}',
    );
  });

  it('are spaced from what is next to them, where var() needed no space', () => {
    expect(firstScreen(':root{--a:1rem;--b:2rem}.a{margin:var(--a)var(--b)}', page)).toBe('.a{margin:1rem 2rem}');
  });
});

describe("a page's first screen", () => {
  it('may end after its first hero, after each block after it in its parent, or at the end', () => {
    const body =
      '<header class="site-header"><div class="hero-ish"></div></header><main id="main"><article>' +
      '<header class="hero legal__header"><header class="inner"></header><p>lead</p></header>' +
      '<div class="container"><img src="/a.png" alt=""/><p>text</p></div><aside>more</aside></article></main>';
    const ends = firstScreenEnds(body).map((end) => body.slice(0, end));
    expect(ends).toHaveLength(4);
    expect(ends[0]).toMatch(/<p>lead<\/p><\/header>$/);
    expect(ends[1]).toMatch(/<p>text<\/p><\/div>$/);
    expect(ends[2]).toMatch(/<aside>more<\/aside>$/);
    expect(ends[3]).toBe(body);
  });

  it("starts after home's showcase, a hero of the night without the hero class", () => {
    const body =
      '<main><section class="showcase carousel hero--night tone-dark">slides</section><section>x</section></main>';
    expect(body.slice(firstScreenEnds(body)[0])).toBe('<section>x</section></main>');
  });

  it('is the whole page when the page has no hero', () => {
    const body = '<main><section class="section">all</section></main>';
    expect(firstScreenEnds(body)).toEqual([body.length]);
  });

  it('does not end between two siblings a rule ties together, which its mark would part', () => {
    let seed = 1;
    const noise = Array.from({ length: 30_000 }, () =>
      String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26)),
    );
    const body =
      '<main><div class="hero">h</div><section class="section">s</section>' +
      `<div class="band">${noise.join('')}</div></main>`;
    const endOf = (css: string) => body.slice(0, firstScreenOf(body, PageStyles.parse(css)).end);
    expect(endOf('.band{padding:0}')).toMatch(/<section class="section">s<\/section>$/);
    expect(endOf('.section + .band{padding-top:0}')).toMatch(/<div class="hero">h<\/div>$/);
    expect(endOf('.section:has(+ .band){border:0}')).toMatch(/<div class="hero">h<\/div>$/);
  });
});
