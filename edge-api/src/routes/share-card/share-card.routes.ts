import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { IMMUTABLE_ANSWER } from '#core/cache-control.ts';
import { shareCardQuery } from '#core/schemas/share-card.ts';
import { itemCardText, pageCardText, SHARE_CARD, shareCardAddress, shareCardVersion, type ShareCardText } from '#core/share-card.ts';
import { shareCardTitles } from '#db/queries/share-card.ts';
import { ApiError } from '../../lib/api-error.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// The share card of a public page (decision 057, core/share-card.ts): the picture a shared link shows when its
// item has none. Drawn on request from what the portal declares (an item a visitor may see, by its kind and id;
// a listed page, by its route), never from text in the address, in the language the address names. The address
// carries the version of what the card draws: the same address is always the same picture, kept for a year by
// any cache and whole by the front door (lib/cache-answers.ts); an address of an older version (the title
// changed since the page was read) is sent on to the current one.

export const shareCardRoutes = new Hono<AppEnv>().get(
  '/public/share-card',
  describeRoute({
    tags: ['Share cards'],
    summary: "A page's share card: a 1200 × 630 PNG with the site's name and mark, the item's or page's title in the language asked for, and its kind's name",
    responses: {
      200: { description: 'The card (image/png), the same picture for as long as the address stands', content: { 'image/png': {} } },
      302: { description: 'The address names an older version of the card: Location is the current one' },
      404: { description: 'The item does not exist, was deleted or is not public' },
      422: { description: 'The query names no card of the portal; the message says so in the language of Accept-Language' },
    },
  }),
  validate('query', shareCardQuery),
  async (c) => {
    const { subject, lang, version } = c.req.valid('query');
    let text: ShareCardText;
    if ('page' in subject) text = pageCardText(subject.page, lang);
    else {
      const titles = await shareCardTitles(c.var.deps.db, subject.kind, subject.id);
      if (!titles) throw new ApiError(404, 'shareCard.notFound');
      text = itemCardText(subject.kind, titles, lang);
    }
    if (shareCardVersion(text) !== version) {
      c.header('cache-control', 'no-cache');
      return c.redirect(shareCardAddress(subject, text), 302);
    }
    // the drawing's WebAssembly is compiled when the first card is drawn, not when the portal starts
    const { renderShareCard } = await import('../../lib/share-card/render.ts');
    const png = await renderShareCard(text, await c.var.deps.shareCardFont());
    return c.body(png as Uint8Array<ArrayBuffer>, 200, {
      'content-type': SHARE_CARD.type,
      'cache-control': IMMUTABLE_ANSWER,
      'x-content-type-options': 'nosniff',
    });
  },
);
