// The share card's drawing (decision 057), as the element tree satori lays out: the site's mark and name at the
// top, the kind's (or section's) name and the title in the middle, the site's colours. Long titles are set
// smaller and cut after three lines; Korean breaks between words (keep-all), as the pages set it.
import type { VNode } from '@cf-wasm/satori';
import { SHARE_CARD, type ShareCardText } from '#core/share-card.ts';
import { drawable } from './coverage.ts';

/** The one font family of the card (fonts/). */
export const CARD_FONT = 'Share card';

/** The site's colours (site/src/styles/global.css): the dark ground of the header, the mark's blue and light blue. */
const colours = { ground: '#0e1a2f', text: '#ffffff', muted: '#b8c6de', mark: '#1d4ed8', accent: '#7dd3fc' } as const;

/** The longest title drawn, in characters; three lines hold about this many at the smallest size. */
const TITLE_LIMIT = 90;

const node = (type: string, style: Record<string, unknown>, children?: VNode['props']['children'], props: Record<string, unknown> = {}): VNode => ({
  type,
  props: { style, ...props, ...(children === undefined ? {} : { children }) },
});

/** The site's mark (site/public/favicon.svg), drawn at `size` pixels. */
function mark(size: number): VNode {
  return node(
    'svg',
    {},
    [
      node('rect', {}, undefined, { width: 32, height: 32, rx: 8, fill: colours.mark }),
      node('path', {}, undefined, {
        d: 'M8 22.5 13.5 15l4.5 4.5L24 10',
        fill: 'none',
        stroke: colours.text,
        'stroke-width': 2.6,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      node('circle', {}, undefined, { cx: 24, cy: 10, r: 2.2, fill: colours.accent }),
    ],
    { width: size, height: size, viewBox: '0 0 32 32' },
  );
}

/** The title's size: large for a short title, smaller as it grows. */
function titleSize(title: string): number {
  if (title.length <= 24) return 72;
  if (title.length <= 48) return 60;
  return 50;
}

/** The card of a text, as satori's element tree. */
export function cardOf(text: ShareCardText): VNode {
  const whole = drawable(text.title);
  const title =
    whole.length > TITLE_LIMIT
      ? `${[...whole]
          .slice(0, TITLE_LIMIT - 1)
          .join('')
          .trimEnd()}…`
      : whole;
  return node(
    'div',
    {
      width: SHARE_CARD.width,
      height: SHARE_CARD.height,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px 0',
      backgroundColor: colours.ground,
      color: colours.text,
      fontFamily: CARD_FONT,
    },
    [
      node('div', { display: 'flex', alignItems: 'center', gap: 24 }, [mark(64), node('div', { fontSize: 34, color: colours.text }, drawable(text.siteName))]),
      node('div', { display: 'flex', flexDirection: 'column', gap: 20 }, [
        ...(text.kindName ? [node('div', { fontSize: 30, color: colours.accent }, drawable(text.kindName))] : []),
        node('div', { display: 'block', fontSize: titleSize(title), lineHeight: 1.3, wordBreak: 'keep-all', lineClamp: 3 }, title),
      ]),
      node('div', { display: 'flex', height: 12, margin: '0 -72px', backgroundImage: `linear-gradient(90deg, ${colours.mark}, ${colours.accent})` }),
    ],
  );
}
