import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragHandleTo, launchBrowser, openPage } from './support/browser';
import { apiCall, createEventViaApi, createOrganizerViaApi } from './support/events';
import { registerViaApi, toast, uniqueEmail } from './support/identity';
import { startTestServer } from './support/server';

type TServer = Awaited<ReturnType<typeof startTestServer>>;

let server: TServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

type TCategory = {
  id: string;
  name: string;
  products: {
    id: string;
    title: string;
    type: string;
    tax_and_fee_ids: string[];
    description?: string | null;
    prices: { label: string | null; price: number; initial_quantity_available: number | null }[];
  }[];
};

/** Product titles per category, in the order the page shows them. */
async function shownOrder(page: Page): Promise<string[][]> {
  const categories = page.getByTestId('product-category');
  const result: string[][] = [];
  for (let index = 0; index < (await categories.count()); index += 1) {
    const cards = categories.nth(index).getByTestId('product-card');
    const titles: string[] = [];
    for (let card = 0; card < (await cards.count()); card += 1) {
      titles.push((await cards.nth(card).getAttribute('data-product-title')) ?? '');
    }
    result.push(titles);
  }
  return result;
}

describe('tickets and products', () => {
  it('creates a tiered ticket with the default tax, reorders products and categories, and keeps the order', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    const user = await registerViaApi(browserContext, server.baseUrl, { firstName: 'Pia', email: uniqueEmail('pia') });
    const organizer = await createOrganizerViaApi(browserContext, server.baseUrl);
    const event = await createEventViaApi(browserContext, server.baseUrl, {
      organizerId: organizer.id,
      title: 'Harbour nights',
    });
    const vat = await apiCall<{ id: string }>(
      browserContext,
      server.baseUrl,
      'POST',
      `accounts/${user.account_id}/taxes-and-fees`,
      {
        name: 'VAT',
        type: 'TAX',
        calculation: 'PERCENTAGE',
        rate: 19,
        is_default: true,
      },
    );
    const base = `/manage/event/${event.id}`;
    const load = () =>
      apiCall<TCategory[]>(browserContext, server.baseUrl, 'GET', `events/${event.id}/product-categories`);

    await page.goto(`${server.baseUrl}${base}/products`);
    await page.getByText('No tickets yet').waitFor();
    await page.getByRole('button', { name: 'Create a ticket' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create a product' });
    await dialog.getByLabel(/^Name/).fill('Festival pass');
    await dialog.getByRole('radio', { name: 'Tiered' }).click();
    const tiers = dialog.getByTestId('tier-row');
    expect(
      await tiers
        .first()
        .getByLabel(/^Tier name/)
        .inputValue(),
    ).toBe('Standard');
    await tiers
      .first()
      .getByLabel(/^Tier name/)
      .fill('Early bird');
    await tiers
      .first()
      .getByLabel(/^Price/)
      .fill('15.50');
    await tiers
      .first()
      .getByLabel(/^Quantity/)
      .fill('50');
    await dialog.getByRole('button', { name: 'Add tier' }).click();
    await tiers
      .nth(1)
      .getByLabel(/^Tier name/)
      .fill('Regular');
    await tiers
      .nth(1)
      .getByLabel(/^Price/)
      .fill('30.255');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await tiers.nth(1).getByText('Amounts in EUR have at most 2 decimals, like 12.50.').waitFor();
    await tiers
      .nth(1)
      .getByLabel(/^Price/)
      .fill('30');
    await dialog.getByRole('button', { name: 'More options' }).click();
    await dialog.getByText('VAT (19 %)').waitFor();
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await toast(page, '“Festival pass” created.');
    const pass = page.getByTestId('product-card').filter({ hasText: 'Festival pass' });
    expect(await pass.getByTestId('product-price').textContent()).toBe('€15.50 – €30.00');

    let catalogue = await load();
    const created = catalogue[0]!.products[0]!;
    expect(created.type).toBe('TIERED');
    expect(created.tax_and_fee_ids).toEqual([vat.id]);
    expect(created.prices).toEqual([
      expect.objectContaining({ label: 'Early bird', price: 1550, initial_quantity_available: 50 }),
      expect.objectContaining({ label: 'Regular', price: 3000, initial_quantity_available: null }),
    ]);

    // A second ticket in the same category, from the category's own button.
    await page.getByRole('button', { name: 'Product', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Create a product' });
    await dialog.getByLabel(/^Name/).fill('Standard');
    await dialog.getByRole('textbox', { name: /^Price/ }).fill('20');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await toast(page, '“Standard” created.');
    await page.getByTestId('product-card').filter({ hasText: 'Standard' }).waitFor();
    expect(await shownOrder(page)).toEqual([['Festival pass', 'Standard']]);

    await page.getByRole('button', { name: 'Move Standard up' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="product-card"]')?.getAttribute('data-product-title') === 'Standard',
    );

    // A new category, then the pass moves down across the edge into it.
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'Category' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a category' });
    await dialog.getByLabel(/^Name/).fill('Passes');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await toast(page, 'Category “Passes” added.');
    await page.getByRole('region', { name: 'Category Passes' }).waitFor();
    await page.getByRole('button', { name: 'Move Festival pass down' }).click();
    await page.getByRole('region', { name: 'Category Passes' }).getByTestId('product-card').waitFor();

    // And the categories change places.
    await page.getByRole('button', { name: 'Move category Passes up' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="product-category"] h2')?.textContent === 'Passes',
    );

    await page.reload();
    await page.getByTestId('product-card').first().waitFor();
    expect(await shownOrder(page)).toEqual([['Festival pass'], ['Standard']]);
    catalogue = await load();
    expect(catalogue.map((category) => [category.name, category.products.map((product) => product.title)])).toEqual([
      ['Passes', ['Festival pass']],
      ['Tickets', ['Standard']],
    ]);

    // The checklist counts the tickets now.
    await page.getByRole('link', { name: 'Getting started' }).click();
    await page.getByTestId('checklist-products').and(page.locator('[data-done="true"]')).waitFor();
  });

  it('edits, duplicates, hides and deletes a product, and opens the form from #create-product', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Raj', email: uniqueEmail('raj') });
    const organizer = await createOrganizerViaApi(browserContext, server.baseUrl);
    const event = await createEventViaApi(browserContext, server.baseUrl, {
      organizerId: organizer.id,
      title: 'Quiz night',
    });

    await page.goto(`${server.baseUrl}/manage/event/${event.id}/products#create-product`);
    const dialog = page.getByRole('dialog', { name: 'Create a product' });
    await dialog.getByLabel(/^Name/).fill('Team ticket');
    await dialog.getByRole('radio', { name: 'Pay what you want' }).click();
    await dialog.getByLabel(/^Minimum price/).fill('5');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await toast(page, '“Team ticket” created.');
    expect(new URL(page.url()).hash).toBe('');
    const card = page.getByTestId('product-card').filter({ hasText: 'Team ticket' });
    expect(await card.getByTestId('product-price').textContent()).toBe('from €5.00');

    await page.getByRole('button', { name: 'Actions for Team ticket' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit product' });
    expect(await edit.getByLabel(/^Minimum price/).inputValue()).toBe('5.00');
    await edit.getByLabel(/^Name/).fill('Team of four');
    await edit.getByRole('button', { name: 'Save product' }).click();
    await toast(page, '“Team of four” saved.');

    await page.getByRole('button', { name: 'Actions for Team of four' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await toast(page, '“Team of four (Copy)” added.');
    await page.getByRole('button', { name: 'Actions for Team of four (Copy)' }).click();
    await page.getByRole('menuitem', { name: 'Hide from buyers' }).click();
    await toast(page, '“Team of four (Copy)” is hidden from buyers.');

    await page.getByRole('button', { name: 'Actions for Team of four (Copy)' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete “Team of four (Copy)”?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(page, '“Team of four (Copy)” deleted.');
    await page.getByTestId('product-card').filter({ hasText: '(Copy)' }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('product-card').count()).toBe(1);
  });
  it('creates a free ticket with a rich description and an add-on, and reorders by dragging', async (context) => {
    const { page, browserContext } = await openPage(context, browser);
    await registerViaApi(browserContext, server.baseUrl, { firstName: 'Dora', email: uniqueEmail('dora') });
    const organizer = await createOrganizerViaApi(browserContext, server.baseUrl);
    const event = await createEventViaApi(browserContext, server.baseUrl, {
      organizerId: organizer.id,
      title: 'Drag night',
    });
    const load = () =>
      apiCall<TCategory[]>(browserContext, server.baseUrl, 'GET', `events/${event.id}/product-categories`);

    await page.goto(`${server.baseUrl}/manage/event/${event.id}/products`);
    await page.getByRole('button', { name: 'Create a ticket' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create a product' });
    await dialog.getByLabel(/^Name/).fill('Community pass');
    await dialog.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Entry is ');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('free');
    await dialog.getByRole('radio', { name: 'Free' }).click();
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await toast(page, '“Community pass” created.');

    await page.getByRole('button', { name: 'Product', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Create a product' });
    await dialog.getByText('Add-on product').click();
    await dialog.getByLabel(/^Name/).fill('Festival shirt');
    await dialog.getByRole('textbox', { name: /^Price/ }).fill('25');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await toast(page, '“Festival shirt” created.');
    const shirt = page.getByTestId('product-card').filter({ hasText: 'Festival shirt' });
    expect(await shirt.getByTestId('product-price').textContent()).toBe('€25.00');
    const pass = page.getByTestId('product-card').filter({ hasText: 'Community pass' });
    expect(await pass.getByTestId('product-price').textContent()).toBe('Free');
    expect(await shownOrder(page)).toEqual([['Community pass', 'Festival shirt']]);

    // Drag the shirt above the pass with the mouse. (Right after the product modal closes, the browser test's
    // mouse drag does not start, which a reload avoids: not yet understood, see decision 034.)
    await page.reload();
    await pass.waitFor();
    await dragHandleTo(page, page.getByRole('button', { name: 'Drag Festival shirt' }), pass);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="product-card"]')?.getAttribute('data-product-title') === 'Festival shirt',
    );

    // A second category, dragged above the first.
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'Category' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a category' });
    await dialog.getByLabel(/^Name/).fill('Extras');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await toast(page, 'Category “Extras” added.');
    await page.reload();
    await page.getByRole('button', { name: 'Drag category Extras' }).waitFor();
    await dragHandleTo(
      page,
      page.getByRole('button', { name: 'Drag category Extras' }),
      page.getByTestId('product-category').first(),
    );
    await page.waitForFunction(
      () => document.querySelector('[data-testid="product-category"] h2')?.textContent === 'Extras',
    );

    await expect
      .poll(async () =>
        (await load()).map((category) => [category.name, category.products.map((product) => product.title)]),
      )
      .toEqual([
        ['Extras', []],
        ['Tickets', ['Festival shirt', 'Community pass']],
      ]);
    await page.reload();
    await page.getByTestId('product-card').first().waitFor();
    expect(await shownOrder(page)).toEqual([[], ['Festival shirt', 'Community pass']]);
    const catalogue = await load();
    expect(catalogue[1]!.products.map((product) => product.type)).toEqual(['PAID', 'FREE']);
    expect(catalogue[1]!.products[1]!.description).toContain('<strong>free</strong>');

    // The description comes back into the editor.
    await page.getByRole('button', { name: 'Actions for Community pass' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page
      .getByRole('dialog', { name: 'Edit product' })
      .getByRole('textbox', { name: 'Description' })
      .locator('strong', { hasText: 'free' })
      .waitFor();
  });
});
