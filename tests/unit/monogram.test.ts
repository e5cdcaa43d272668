import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { monogramOf } from '../../cli/model/monogram.ts';
import { projectRoot } from '../../cli/project-root.ts';

describe("a vendor's tile", () => {
  it('is an acronym, two capitals, two initials or two letters: never more than four characters', () => {
    expect(['AWS', 'CrowdStrike', 'BambooHR', 'Google Workspace', 'HubSpot CRM', 'Okta', 'Microsoft 365', 'monday.com', 'Bill.com'].map(monogramOf)).toEqual([
      'AWS',
      'CS',
      'BH',
      'GW',
      'HC',
      'Ok',
      'Mi',
      'Mo',
      'Bi',
    ]);
  });

  it('differs between every two vendors of a category', async () => {
    const folder = path.join(projectRoot, 'content/vendors');
    const vendors = await Promise.all(
      (await readdir(folder)).map(async (file) => {
        const text = await readFile(path.join(folder, file), 'utf8');
        return { name: /^name: "?(.+?)"?$/m.exec(text)![1]!, category: /^category: (.+)$/m.exec(text)![1]! };
      }),
    );
    const byCategory = new Map<string, typeof vendors>();
    for (const vendor of vendors) byCategory.set(vendor.category, [...(byCategory.get(vendor.category) ?? []), vendor]);
    expect(byCategory.size).toBe(7);
    for (const [category, members] of byCategory) {
      const tiles = members.map((vendor) => monogramOf(vendor.name));
      expect(new Set(tiles).size, `${category}: ${tiles.join(', ')}`).toBe(members.length);
    }
  });
});
