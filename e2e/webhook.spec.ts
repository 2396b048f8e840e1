// The staff's webhooks in the console (issue 32, docs/webhooks.md), as an admin sets one up: the form refuses a
// private address before any call, the secret is shown once (and copied), "Send a test" reaches a real
// receiver this spec starts, which checks the signature with that secret, and the delivery log shows the
// outcome; the screen passes axe in Korean, then the short check in English.
import { startWebhookReceiver, type WebhookReceiver } from '#api/testing/webhook-receiver.ts';
import { webhookUrlShown } from '#core/schemas/webhook.ts';
import { en, ko, openConsole } from './support/console.ts';
import { expect as baseExpect, test } from './support/fixture.ts';
import { expectNoAxeViolations } from './support/portal.ts';

// every check waits for the server rather than the clock: other workers' writes can hold the database
const expect = baseExpect.configure({ timeout: 60_000 });

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

test('an admin adds a webhook, keeps its secret, sends a test to a receiver and reads the delivery log', async ({ page, context }) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openConsole(page, '/admin/webhooks', ko('admin.nav.webhooks'));
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: ko('webhook.add') }).click();
  const dialog = page.getByRole('dialog', { name: ko('webhook.add') });
  const address = dialog.getByLabel(ko('webhook.field.url'));
  await expect(address).toBeFocused();
  // the shared schema refuses a private address before any call, in the admin's language
  await address.fill('https://192.168.0.10/hooks');
  await dialog.getByRole('button', { name: ko('webhook.save') }).click();
  await expect(dialog.getByText(ko('webhook.urlNotPublic'))).toBeVisible();
  await address.fill(receiver.url);
  // the console shows the address's origin and first path segment only (a Slack address carries its secret in the rest)
  const shown = webhookUrlShown(receiver.url);
  // every event is chosen for a new webhook; the failed job is left out
  await dialog.getByRole('checkbox', { name: ko('webhook.event.jobFailed') }).uncheck();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: ko('webhook.save') }).click();

  // the secret, this once, with a copy button
  const secretDialog = page.getByRole('dialog', { name: ko('webhook.secret.title') });
  await expect(secretDialog).toBeVisible();
  const secretField = secretDialog.getByRole('textbox');
  await expect(secretField).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
  const secret = await secretField.inputValue();
  receiver.state.secret = secret;
  await secretDialog.getByRole('button', { name: ko('webhook.secret.copy') }).click();
  await expect(page.getByText(ko('webhook.secret.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectNoAxeViolations(page);
  await secretDialog.getByRole('button', { name: ko('webhook.secret.done') }).click();
  await expect(secretDialog).toBeHidden();

  const row = page.locator('.ant-table-row', { hasText: shown });
  await expect(row).toContainText(ko('webhook.event.reportCreated'));
  await expect(row).not.toContainText(ko('webhook.event.jobFailed'));
  await row.getByRole('button', { name: `${ko('webhook.sendTest')}: ${shown}` }).click();
  await expect(page.getByText(ko('webhook.testDelivered'))).toBeVisible();
  // the receiver verified the signature with the secret it was shown
  const [arrived] = receiver.of('test');
  expect(arrived?.signed).toBe(true);
  expect(arrived?.json.text).toMatch(/^\[Portal\] 웹훅 테스트 \/ Webhook test: #\d+$/);

  const log = page.getByRole('region', { name: ko('webhook.deliveriesCaption') });
  const delivery = log.locator('.ant-table-row').first();
  await expect(delivery).toContainText(ko('webhook.status.SENT'));
  await expect(delivery).toContainText('204');
  await expect(delivery).toContainText(/\d+ ms/);
  await expect(row).toContainText(ko('webhook.status.SENT'));
  await expectNoAxeViolations(page);

  // the secret is not shown again
  await page.reload();
  await expect(row).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // the short check in English: the screen, its buttons and the log's status in English
  await page.getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(page.getByRole('heading', { level: 1, name: en('admin.nav.webhooks') })).toBeVisible();
  await row.getByRole('button', { name: `${en('webhook.deliveries')}: ${shown}` }).click();
  await expect(
    page
      .getByRole('region', { name: en('webhook.deliveriesCaption') })
      .locator('.ant-table-row')
      .first(),
  ).toContainText(en('webhook.status.SENT'));
  await expectNoAxeViolations(page);

  // deleted once confirmed, by the keyboard: the portal's other stories' events no longer go to this receiver
  await row.getByRole('button', { name: `${en('webhook.delete')}: ${shown}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tooltip').filter({ hasText: en('webhook.deleteConfirm') })).toBeVisible();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: en('webhook.delete') })
    .click();
  await expect(page.getByText(en('webhook.deleted'))).toBeVisible();
  await expect(row).toBeHidden();
});
