// The drawings' path data in relative commands (templates/art/relative-path.ts): the same points in
// fewer, more repetitive bytes.
import { describe, expect, it } from 'vitest';
import { relativePath } from '../../templates/art/relative-path.ts';
import { addFlorets, FLORET_BANDS, seededRandom, stemPath } from '../../templates/art/bluebonnet-field.ts';

/** The points a path passes through, read back in absolute terms (the commands the drawings use). */
function absolutePoints(d: string): string[] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g)!;
  const counts: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, q: 4, c: 6, a: 7, z: 0 };
  const points: string[] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (let at = 0; at < tokens.length;) {
    const letter = tokens[at++]!;
    const args = tokens.slice(at, (at += counts[letter.toLowerCase()]!)).map(Number);
    const relative = letter === letter.toLowerCase() && points.length > 0;
    const [fromX, fromY] = relative ? [x, y] : [0, 0];
    // Tenths, as the drawings write them: what adding the steps up must land on.
    const at10 = (value: number) => String(Math.round(value * 10) / 10);
    switch (letter.toLowerCase()) {
      case 'z':
        [x, y] = [startX, startY];
        break;
      case 'h':
        x = (letter === 'h' ? x : 0) + args[0]!;
        break;
      case 'v':
        y = (letter === 'v' ? y : 0) + args[0]!;
        break;
      default: {
        const from = letter.toLowerCase() === 'a' ? 5 : 0;
        for (let index = from; index < args.length; index += 2)
          points.push(`${at10(fromX + args[index]!)},${at10(fromY + args[index + 1]!)}`);
        [x, y] = [fromX + args.at(-2)!, fromY + args.at(-1)!];
        if (letter.toLowerCase() === 'm') [startX, startY] = [x, y];
      }
    }
    points.push(`${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`);
  }
  return points;
}

describe('relativePath', () => {
  it('writes a floret (two arcs) as steps: the same arc wherever the floret stands', () => {
    const floret = (x: number) => `M${x} 595.8A14 8 -28 1 0 ${x + 24.8} 582.6A14 8 -28 1 0 ${x} 595.8Z`;
    expect(relativePath(floret(4423.5) + floret(100))).toBe(
      'm4423.5 595.8a14 8-28 1 0 24.8-13.2a14 8-28 1 0-24.8 13.2zm-4323.5 0a14 8-28 1 0 24.8-13.2a14 8-28 1 0-24.8 13.2z',
    );
  });

  it('takes control points as steps from where their command starts, as SVG reads them', () => {
    expect(relativePath('M10 20Q12 10 14 0C15 1 16 2 20 4L30 4H32V2')).toBe('m10 20q2-10 4-20c1 1 2 2 6 4l10 0h2v-2');
  });

  it('lands on the points it was given, exactly, over a whole field of flowers', () => {
    const random = seededRandom('relative-path');
    const spikes = Array.from({ length: 40 }, () => ({
      x: random() * 4000,
      base: 600 + random() * 100,
      height: 80 + random() * 200,
      lean: (random() - 0.5) * 20,
    }));
    const bands = FLORET_BANDS.map(() => [] as string[]);
    const spots: string[] = [];
    for (const spike of spikes) addFlorets(spike, bands, spots);
    for (const d of [spikes.map(stemPath).join(''), ...bands.map((band) => band.join('')), spots.join('')]) {
      const relative = relativePath(d);
      expect(relative).not.toMatch(/[MLHVQCAZ]/);
      expect(relative.length).toBeLessThan(d.length);
      expect(absolutePoints(relative)).toEqual(absolutePoints(d));
    }
  });

  it('rounds the points to whole units when asked for no decimals, and still lands on them (a far field of flowers)', () => {
    expect(relativePath('M10.4 20.6L12.5 20.4A14.2 8 -28 1 0 15.6 9.5', 0)).toBe('m10 21l3-1a14.2 8-28 1 0 3-10');
    // Ten steps of 0.4 land on 4: the points are rounded, not the steps (which would be 0 each).
    const d = `M0 0${Array.from({ length: 10 }, (_, index) => `L${((index + 1) * 0.4).toFixed(1)} 0`).join('')}`;
    const steps = [...relativePath(d, 0).matchAll(/l(-?\d+)/g)].map(([, step]) => Number(step));
    expect(steps.reduce((sum, step) => sum + step, 0)).toBe(4);
  });

  it('keeps what is already relative, and says where path data it cannot read is wrong', () => {
    expect(relativePath('M1 1l2 2h3v-1q1 1 2 2z')).toBe('m1 1l2 2h3v-1q1 1 2 2z');
    expect(() => relativePath('M1 1 2 2')).toThrow(/unexpected "2"/);
    expect(() => relativePath('M1 1Q2 2')).toThrow(/"Q" needs 4 numbers/);
  });
});
