// Watching the catalogue (issue 32, decision 047), in Korean and English: a visitor sees a link to sign in where a
// filtered model list offers to watch its filter; a member watches the filter with one click (a toggle button whose
// pressed state and the server's message are announced), finds it on My Page named in their language with a link
// back to the filtered list, and removes it there. Every screen passes axe; the list page ships no React.
import { langs } from '#core/i18n/locales.ts';
import { algorithms } from '#db/seed/catalogues/algorithms.ts';
import { industries } from '#db/seed/catalogues/industries.ts';
import { expect, test } from './support/fixture.ts';
import { addActiveMember, at, expectNoAxeViolations, msg, signInByApi } from './support/portal.ts';

const industry = industries[0]!;
const algorithm = algorithms[0]!;
const listPath = `/resources/pre-built-model?industries=${industry.code}&algorithms=${algorithm.code}`;

for (const lang of langs) {
  test(`a member watches a filter of the pre-built models and finds it on My Page (${lang})`, async ({ page }) => {
    // a visitor: the server's link to sign in, back to this very list
    await page.goto(at(lang, listPath));
    await expect(page.getByRole('link', { name: msg(lang, 'watch.signIn') })).toHaveAttribute(
      'href',
      `${at(lang, '/login')}?next=${encodeURIComponent(at(lang, listPath))}`,
    );

    const member = await addActiveMember(lang, lang === 'ko' ? '필터 지켜보는 회원' : 'Filter Watcher');
    await signInByApi(page, member.username, member.password);
    await page.goto(at(lang, listPath));
    const group = page.getByRole('group', { name: msg(lang, 'watch.control.modelFilter') });
    const watching = group.getByRole('button', { name: msg(lang, 'watch.button.watchFilter') });
    const mute = group.getByRole('button', { name: msg(lang, 'watch.button.mute') });
    await expect(watching).toBeEnabled();
    await expect(watching).toHaveAttribute('aria-pressed', 'false');
    await watching.focus();
    await page.keyboard.press('Enter');
    await expect(watching).toHaveAttribute('aria-pressed', 'true');
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status').filter({ hasText: msg(lang, 'watch.saved.catalogue.WATCHING') })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // the choice is kept: a reload shows it pressed
    await page.reload();
    await expect(watching).toHaveAttribute('aria-pressed', 'true');

    // My Page names the filter in the reader's language and links back to the filtered list
    await page.goto(at(lang, '/my-page/watching'));
    const name = (item: { nameKr: string; nameEn: string }) => (lang === 'ko' ? item.nameKr : item.nameEn);
    const row = page.getByRole('row').filter({ hasText: msg(lang, 'watch.target.modelFilter') });
    await expect(row).toHaveCount(1);
    const link = row.getByRole('link', { name: `${name(industry)} × ${name(algorithm)}` });
    await expect(link).toHaveAttribute('href', at(lang, listPath));
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: msg(lang, 'watch.removeLabel', { label: `${name(industry)} × ${name(algorithm)}` }) }).click();
    await expect(page.getByRole('row').filter({ hasText: msg(lang, 'watch.target.modelFilter') })).toHaveCount(0);
  });
}
