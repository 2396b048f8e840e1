// Draws a share card (decision 057): satori lays the card out (draw.ts) as SVG with the card's font, resvg turns
// it into a PNG of SHARE_CARD's size. Both are WebAssembly, loaded by @cf-wasm/satori and @cf-wasm/resvg for the
// runtime they run on (their `node` and `workerd` exports: the Worker imports the .wasm files as modules, which
// is the only way workerd runs WebAssembly; Node compiles the bytes they carry). The same code on both; the
// route loads this module on first use, so a process that never draws a card never compiles them. The font
// comes from the runtime (AppDeps.shareCardFont): read from disk on Node, a module of the Worker's bundle there.
import { Resvg } from '@cf-wasm/resvg';
import { satori } from '@cf-wasm/satori';
import { SHARE_CARD, type ShareCardText } from '#core/share-card.ts';
import { CARD_FONT, cardOf } from './draw.ts';

/** The card of a text as PNG bytes. */
export async function renderShareCard(text: ShareCardText, font: ArrayBuffer): Promise<Uint8Array> {
  const svg = await satori(cardOf(text), {
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    fonts: [{ name: CARD_FONT, data: font, weight: 700, style: 'normal' }],
  });
  const resvg = await Resvg.async(svg, { fitTo: { mode: 'original' } });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
