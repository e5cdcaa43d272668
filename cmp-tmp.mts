import { readFileSync } from 'node:fs';
import { decodePng } from './tests/support/png-pixels.ts';
const [a, b] = process.argv.slice(2).map((f) => decodePng(readFileSync(f)));
console.log(a!.width, a!.height, b!.width, b!.height);
let over = 0, sum = 0;
for (let i = 0; i < a!.rgb.length; i++) { const d = Math.abs(a!.rgb[i]! - b!.rgb[i]!); sum += d; if (d > 8) over++; }
console.log('mean diff', (sum / a!.rgb.length).toFixed(4), 'values over 8:', over);
