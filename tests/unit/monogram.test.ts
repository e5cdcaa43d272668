import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { monogramOf, TILE_TINTS, tileTintsOf } from '../../cli/model/monogram.ts';
import { projectRoot } from '../../cli/runtime/project-root.ts';
import { SPEC_CATEGORY_ROUTES } from '../support/spec.ts';

describe("a vendor's tile", () => {
  it('is an acronym, two capitals, two initials or two letters: never more than four characters', () => {
    expect(
      [
        'AWS',
        'CrowdStrike',
        'BambooHR',
        'Google Workspace',
        'HubSpot CRM',
        'Okta',
        'Microsoft 365',
        'monday.com',
        'Bill.com',
      ].map(monogramOf),
    ).toEqual(['AWS', 'CS', 'BH', 'GW', 'HC', 'Ok', 'Mi', 'Mo', 'Bi']);
  });

  it('differs between every two vendors of a category', async () => {
    for (const [category, members] of await vendorsByCategory()) {
      const tiles = members.map(monogramOf);
      expect(new Set(tiles).size, `${category}: ${tiles.join(', ')}`).toBe(members.length);
    }
  });
});

describe("a vendor's tint", () => {
  it('is one of the palette, the same on every call, and its own in its category', async () => {
    for (const [category, members] of await vendorsByCategory()) {
      const tints = tileTintsOf(members);
      expect(
        tints.every((tint) => TILE_TINTS.includes(tint)),
        category,
      ).toBe(true);
      expect(new Set(tints).size, `${category}: ${tints.join(', ')}`).toBe(members.length);
      expect(tileTintsOf(members), category).toEqual(tints);
    }
  });

  it("comes from the vendor's name, in any case, wherever it stands, unless a vendor before it has it", () => {
    const [own] = tileTintsOf(['Pipedrive']);
    expect(tileTintsOf(['pipedrive'])).toEqual([own]);
    const other = ['AWS', 'Box', 'Zoom'].find((name) => tileTintsOf([name])[0] !== own)!;
    expect(tileTintsOf([other, 'Pipedrive'])[1]).toBe(own);
    expect(tileTintsOf(['Pipedrive', 'Pipedrive'])[1]).not.toBe(own);
  });

  it('gives eight vendors eight tints, and a ninth one of them again', () => {
    const names = ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7', 'H8', 'I9'];
    const tints = tileTintsOf(names);
    expect(new Set(tints.slice(0, 8)).size).toBe(8);
    expect(TILE_TINTS).toContain(tints[8]);
  });
});

/** The vendors' names (content/vendors/*.md), by category. */
async function vendorsByCategory(): Promise<Map<string, string[]>> {
  const folder = path.join(projectRoot, 'content/vendors');
  const vendors = await Promise.all(
    (await readdir(folder)).map(async (file) => {
      const text = await readFile(path.join(folder, file), 'utf8');
      return { name: /^name: "?(.+?)"?$/m.exec(text)![1]!, category: /^category: (.+)$/m.exec(text)![1]! };
    }),
  );
  const byCategory = new Map<string, string[]>();
  for (const vendor of vendors)
    byCategory.set(vendor.category, [...(byCategory.get(vendor.category) ?? []), vendor.name]);
  // The spec's seven at least: a category an editor adds is checked the same way.
  const specCategories = SPEC_CATEGORY_ROUTES.map((route) => route.split('/').at(-1)!);
  expect([...byCategory.keys()]).toEqual(expect.arrayContaining(specCategories));
  return byCategory;
}
