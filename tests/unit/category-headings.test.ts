// The heading a screen reader lists above each category page's vendor cards (it is visually hidden):
// it names the category once, without repeating a word of its title.
import { describe, expect, it } from 'vitest';
import { renderedPage } from '../support/rendered-pages.ts';

const hiddenHeading = async (route: string) => {
  const html = await renderedPage(route);
  const heading = /<h2 id="solutions-title" class="visually-hidden">([\s\S]*?)<\/h2>/.exec(html)?.[1];
  return heading?.replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
};

describe("the category pages' hidden heading above the cards", () => {
  it.each([
    ['/services/security-solutions', 'Products in Security Solutions'],
    ['/services/it-productivity', 'Products in IT Productivity'],
    ['/services/finance-accounting', 'Products in Finance & Accounting'],
    ['/services/hr-people', 'Products in HR & People'],
    ['/services/ecommerce-marketing', 'Products in E-commerce & Marketing'],
    ['/services/crm-sales', 'Products in CRM & Sales'],
    ['/services/cloud-infrastructure', 'Products in Cloud Infrastructure'],
  ])('%s reads "%s", no word said twice', async (route, expected) => {
    const heading = await hiddenHeading(route);
    expect(heading).toBe(expected);
    const words = heading!.toLowerCase().match(/[a-z-]+/g)!;
    expect(words.filter((word, index) => words.indexOf(word) !== index)).toEqual([]);
  });
});
